import FolioFormats
import Foundation

/// The `issue.yaml` `folio import` writes: the site's title, address and language as the
/// issue's, and a comment naming the site it came from. Everything else is Folio's default,
/// for the editor to change (`folio new`'s `issue.yaml` shows every key).
struct ImportIssueSettings {
    /// The site read.
    var site: SiteConfig
    /// The site as the user named it on the command line.
    var siteName: String
    /// The language the articles were chosen in (`ImportSelection.language`): `--lang`, else
    /// the site's, else that of most articles.
    var language: String?

    /// The file's text.
    var text: String {
        var lines = [
            "# Imported by folio import from \(siteName) (\(site.kind)\(site.configFile.map { ", \($0)" } ?? "")).",
            "# Edit freely: importing again keeps your changes (it writes issue.imported.yaml beside",
            "# this file instead). Every key is described in Folio's docs/content.md.",
        ]
        lines.append(ImportYAMLText.line("title", title))
        if let description = site.description { lines.append(ImportYAMLText.line("subtitle", description)) }
        if let language { lines.append(ImportYAMLText.line("lang", language)) }
        if let baseURL = site.baseURL, Self.isWebAddress(baseURL) {
            lines.append(ImportYAMLText.line("base-url", baseURL + "/"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The site's title, or its folder's name in words.
    var title: String {
        site.title ?? IssueTemplate.title(forFolderNamed: site.root.standardizedFileURL.lastPathComponent)
    }

    /// Whether `text` is an absolute http(s) address, as `base-url:` must be.
    private static func isWebAddress(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), url.host != nil else { return false }
        return scheme == "http" || scheme == "https"
    }
}
