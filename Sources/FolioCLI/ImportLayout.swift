import FolioFormats
import Foundation

/// Where `folio import` puts each file of the site in the issue folder: the site's structure
/// below the content folder an article lives in, so that every relative path between an
/// article and its files keeps working, and the site root's files (`/assets/x.png`) at the
/// issue's root, where Folio looks for site-root paths. Jekyll's `_posts` and collection
/// folders lose their underscore (`_articles/x.md` is `articles/x.md`), and its posts the date
/// in their names (`_posts/2024-05-01-hello.md` is `posts/hello.md`; the date goes into front
/// matter). Every Markdown extension becomes `.md`.
struct ImportLayout {
    /// The site being imported.
    let site: SiteConfig

    /// Markdown file extensions, as the Markdown source reads them.
    static let markdownExtensions: Set<String> = ["md", "markdown", "mdown", "mkd", "mkdn"]

    /// The folder (site-relative, `""` for the root) whose structure the issue mirrors for
    /// `sitePath`: the longest content folder that holds it, or the site's root (always the
    /// root for Jekyll, whose articles and files share it).
    func base(of sitePath: String) -> String {
        guard site.kind != .jekyll else { return "" }
        return site.contentFolders
            .filter { !$0.isEmpty && sitePath.hasPrefix($0 + "/") }
            .max { $0.count < $1.count } ?? ""
    }

    /// The issue-relative path of a file at `sitePath` (site-relative) below the content folder
    /// `base`; nil when it is not below `base`.
    func issuePath(of sitePath: String, base: String) -> String? {
        var relative: String
        if base.isEmpty {
            relative = sitePath
        } else {
            guard sitePath.hasPrefix(base + "/") else { return nil }
            relative = String(sitePath.dropFirst(base.count + 1))
        }
        if site.kind == .jekyll {
            for folder in site.contentFolders where !folder.isEmpty && relative.hasPrefix(folder + "/") {
                let parts = folder.split(separator: "/").map(String.init)
                let renamed = (parts.dropLast() + [String(parts.last!.drop { $0 == "_" })]).joined(separator: "/")
                relative = renamed + relative.dropFirst(folder.count)
                break
            }
        }
        return relative
    }

    /// The issue-relative path of the article at `sitePath`: its place (`issuePath`) with a
    /// Jekyll post's date left out of its name and its extension made `.md`.
    func articlePath(of sitePath: String, base: String) -> String? {
        guard let path = issuePath(of: sitePath, base: base) else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        var name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if site.kind == .jekyll, let dated = Self.postDate(inName: name) {
            name = String(name.dropFirst(dated.count + 1))
        }
        let file = name + ".md"
        return folder.isEmpty ? file : folder + "/" + file
    }

    /// The `YYYY-MM-DD` a Jekyll post's name starts with (`2024-05-01-hello`), if it does.
    static func postDate(inName name: String) -> String? {
        guard let match = name.prefixMatch(of: #/(\d{4}-\d{2}-\d{2})-./#) else { return nil }
        return String(match.output.1)
    }
}
