import FolioFormats
import FolioHashing
import FolioModel
import FolioPluginAPI
import Foundation

/// The shelf as its documents describe it: a title, a base URL when one is known, the
/// publisher, and the issues that built, newest first.
///
/// The shelf's base URL is `shelf.yaml`'s `base-url:`; without one, the parent the issues'
/// own `base-url:`s share when every issue has one and each is `PARENT/SLUG/`; else none,
/// and the documents' links are relative (the feed then names its issues by `urn:uuid:` ids).
package struct ShelfSite: Sendable, Equatable {
    /// The shelf's title.
    package var title: String
    /// The shelf page's absolute URL, ending in `/`, if known.
    package var baseURL: String?
    /// Who publishes the shelf: the feed's author.
    package var author: String
    /// The issues, newest first.
    package var issues: [ShelfIssue]

    /// The shelf of `issues` (newest first) with `settings` from `shelf.yaml`;
    /// `folderName` is the title when the settings name none.
    package init(settings: ShelfSettings, folderName: String, issues: [ShelfIssue]) {
        title = settings.title ?? folderName
        author = settings.author ?? title
        self.issues = issues
        baseURL = settings.baseURL ?? Self.sharedParent(of: issues)
    }

    /// The parent URL every issue's base URL is the slug folder of, if there is one.
    static func sharedParent(of issues: [ShelfIssue]) -> String? {
        var parent: String?
        for issue in issues {
            guard let base = issue.baseURL, base.hasSuffix("/\(issue.slug)/") else { return nil }
            let candidate = String(base.dropLast(issue.slug.utf8.count + 1))
            if let parent, parent != candidate { return nil }
            parent = candidate
        }
        return parent
    }

    /// The language the shelf's pages state: the issues' language when they share one.
    package var language: String {
        let languages = Set(issues.map(\.language))
        return languages.count == 1 ? languages.first! : "und"
    }

    /// The absolute URL of `path` under the shelf's base URL, if known.
    package func absolute(_ path: String) -> String? {
        baseURL.map { $0 + path }
    }

    /// The absolute URL of an issue's bundle folder: its own `base-url:`, else the shelf's
    /// base URL and its slug.
    package func url(of issue: ShelfIssue) -> String? {
        issue.baseURL ?? absolute("\(issue.slug)/")
    }

    /// A `urn:uuid:` made from `name` (a version 8 UUID of its SHA-256), the same for the
    /// same name in every build: the feed's ids when the shelf has no base URL.
    package static func uuid(_ name: String) -> String {
        var hex = Array(SHA256.hex(of: Data("folio-shelf:\(name)".utf8)).prefix(32))
        hex[12] = "8"
        hex[16] = ["8", "9", "a", "b"][Int(String(hex[16]), radix: 16)! % 4]
        let groups = [8, 4, 4, 4, 12]
        var parts: [String] = []
        var start = 0
        for length in groups {
            parts.append(String(hex[start..<start + length]))
            start += length
        }
        return "urn:uuid:" + parts.joined(separator: "-")
    }
}

/// A publisher that adds the shelf's documents to its output when it publishes a shelf (the
/// HTML sink: the shelf page and the feed; the JSON sink: `shelf.json`), beside the issues'
/// folders.
package protocol ShelfPublisher: Publisher {
    /// The shelf's files, paths relative to the sink's shelf folder.
    func shelfFiles(for shelf: ShelfSite) throws -> [OutputFile]
}
