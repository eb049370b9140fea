import FolioFormats
import Foundation

/// Decides what a path an article points at (`ImportReferenceScan`) is: a file to copy into
/// the issue and where, a link to another page (left to the link resolution of the build), a
/// remote address, or a file that is missing or outside what the issue can hold.
struct ImportReferenceResolver {
    /// What a reference is.
    enum Outcome: Equatable {
        /// A file to copy: its site-relative path and its issue-relative path.
        case copy(site: String, issue: String)
        /// Another page of the site (a Markdown file or a folder, a pretty URL) or an address
        /// on the web: nothing to copy.
        case page
        /// A file it names that is not in the site (`/assets/x.png` in no static folder).
        case missing(String)
        /// A file that exists outside the folder the issue mirrors (`../../static/x.png`
        /// from a Hugo article): not copied.
        case outside(String)
    }

    let layout: ImportLayout

    /// Extensions that name a file rather than a page, so a missing one is worth reporting.
    static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "webp", "svg", "avif", "tif", "tiff", "bmp", "ico", "heic", "pdf", "mp4", "webm",
        "mov", "mp3", "ogg", "wav", "zip", "gz", "csv", "json", "txt", "plist",
    ]

    /// What `reference` means in the article at `articlePath` (site-relative), which mirrors
    /// the content folder `base`.
    func resolve(_ reference: String, from articlePath: String, base: String) -> Outcome {
        var path = reference
        if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
        guard !path.isEmpty, !path.hasPrefix("//"), !path.hasPrefix("@/"), !path.contains("{{"),
            !path.contains("{%"), !Self.hasScheme(path)
        else { return .page }
        let candidates = [path] + (path.removingPercentEncoding.map { $0 == path ? [] : [$0] } ?? [])
        for candidate in candidates {
            if let outcome = resolveLiteral(candidate, from: articlePath, base: base) { return outcome }
        }
        let ext = (path as NSString).pathExtension.lowercased()
        return Self.fileExtensions.contains(ext) ? .missing(path) : .page
    }

    private func resolveLiteral(_ path: String, from articlePath: String, base: String) -> Outcome? {
        if path.hasPrefix("/") {
            let inside = String(path.drop { $0 == "/" })
            for folder in layout.site.staticFolders {
                let sitePath = Self.normalized(folder.isEmpty ? inside : folder + "/" + inside)
                guard let sitePath, isFile(sitePath) else { continue }
                if Self.isPage(sitePath) { return .page }
                return .copy(site: sitePath, issue: inside)
            }
            return nil
        }
        let folder = (articlePath as NSString).deletingLastPathComponent
        guard let relative = Self.normalized(folder.isEmpty ? path : folder + "/" + path) else {
            return .outside(path)
        }
        // Zola's shortcodes name files from the content folder (`path="blog/x.png"`).
        let fromBase = base.isEmpty ? nil : Self.normalized(base + "/" + path)
        guard let sitePath = [relative, fromBase].compactMap({ $0 }).first(where: exists) else { return nil }
        var isFolder: ObjCBool = false
        let url = layout.site.root.appendingPathComponent(sitePath)
        let found = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        let isExistingFolder = found && isFolder.boolValue
        if isExistingFolder || Self.isPage(sitePath) { return .page }
        guard let issuePath = layout.issuePath(of: sitePath, base: base) else { return .outside(path) }
        return .copy(site: sitePath, issue: issuePath)
    }

    private func exists(_ sitePath: String) -> Bool {
        FileManager.default.fileExists(atPath: layout.site.root.appendingPathComponent(sitePath).path)
    }

    private func isFile(_ sitePath: String) -> Bool {
        var isFolder: ObjCBool = false
        let url = layout.site.root.appendingPathComponent(sitePath)
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// A site-relative path with `.` and `..` worked out; nil when it climbs above the root.
    static func normalized(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    private static func isPage(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        return ImportLayout.markdownExtensions.contains(ext) || ext == "html" || ext == "htm"
    }

    /// `https:`, `mailto:`, `data:`: a scheme of letters before a colon, not a Windows drive.
    private static func hasScheme(_ path: String) -> Bool {
        guard let colon = path.firstIndex(of: ":") else { return false }
        let scheme = path[..<colon]
        return scheme.count > 1 && scheme.first!.isLetter
            && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }
}
