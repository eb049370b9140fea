import Foundation

/// One article of the issue as links find it: its id, the file it came from, the address the
/// site published it at, and the names a link's last path segment may call it by.
struct LinkTarget: Sendable, Equatable {
    /// The article's id in the issue.
    var id: String
    /// Its file, relative to the content folder (`_articles/es/legal.md`).
    var sourcePath: String
    /// The pretty URL path the site gave it (`/legal/`, `/blog/first-post/`): the file's path
    /// without its extension and without a Jekyll collection's `_name` folder, a page
    /// bundle's `index` or `_index` its folder's, ending in `/`.
    var url: String
    /// The names a link may use for it: the file's base name (a bundle's folder name), that
    /// name without a Jekyll post's date, and the article's id.
    var names: [String]

    /// The target of the article `id` read from `sourcePath`.
    init(id: String, sourcePath: String) {
        self.id = id
        self.sourcePath = sourcePath
        var parts = sourcePath.split(separator: "/").map(String.init)
        let last = parts.popLast().map { ($0 as NSString).deletingPathExtension } ?? ""
        let isBundle = last == "index" || last == "_index"
        if !isBundle { parts.append(last) }
        // Jekyll's collections (`_articles`, `_posts`) are not part of their items' addresses.
        if let first = parts.first, first.hasPrefix("_") { parts.removeFirst() }
        url = "/" + parts.map { $0 + "/" }.joined()
        let name = isBundle ? (parts.last ?? last) : last
        var names = [name]
        if let undated = Self.withoutPostDate(name) { names.append(undated) }
        names.append(id)
        self.names = names
    }

    /// The file's path without its extension, for links that leave it out (`{% post_url %}`).
    var sourcePathWithoutExtension: String {
        (sourcePath as NSString).deletingPathExtension
    }

    /// `2010-07-21-welcome` → `welcome`: a Jekyll post's name without its date.
    static func withoutPostDate(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        guard bytes.count > 11 else { return nil }
        let pattern = Array("0000-00-00-".utf8)
        for (byte, expected) in zip(bytes, pattern) {
            let digit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard expected == UInt8(ascii: "0") ? digit : byte == expected else { return nil }
        }
        return String(decoding: bytes[11...], as: UTF8.self)
    }
}
