import FolioHashing
import FolioModel
import Foundation

/// The shelf as its documents describe it: a title, a base URL when one is known, the
/// publisher, and the issues that built, newest first. What a `ShelfPublisher` makes the
/// shelf's files from.
///
/// The shelf's base URL is `shelf.yaml`'s `base-url:`; without one, the parent the issues'
/// own `base-url:`s share when every issue has one and each is `PARENT/SLUG/`; else none,
/// and the documents' links are relative (the feed then names its issues by `urn:uuid:` ids).
public struct ShelfSite: Sendable, Equatable {
    /// The shelf's title.
    public var title: String
    /// The shelf page's absolute URL, ending in `/`, if known.
    public var baseURL: String?
    /// Who publishes the shelf: the feed's author.
    public var author: String
    /// The issues, newest first.
    public var issues: [ShelfIssue]

    /// Creates a shelf of `issues` (newest first); without a `baseURL`, the shelf's is the
    /// parent the issues' own base URLs share when each is `PARENT/SLUG/`; without an
    /// `author`, the title is.
    public init(title: String, baseURL: String? = nil, author: String? = nil, issues: [ShelfIssue]) {
        self.title = title
        self.author = author ?? title
        self.issues = issues
        self.baseURL = baseURL ?? Self.sharedParent(of: issues)
    }

    /// The parent URL every issue's base URL is the slug folder of, if there is one.
    package static func sharedParent(of issues: [ShelfIssue]) -> String? {
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
    public var language: String {
        let languages = Set(issues.map(\.language))
        return languages.count == 1 ? languages.first! : "und"
    }

    /// The absolute URL of `path` under the shelf's base URL, if known.
    public func absolute(_ path: String) -> String? {
        baseURL.map { $0 + path }
    }

    /// The absolute URL of an issue's bundle folder: its own `base-url:`, else the shelf's
    /// base URL and its slug.
    public func url(of issue: ShelfIssue) -> String? {
        issue.baseURL ?? absolute("\(issue.slug)/")
    }

    /// A `urn:uuid:` made from `name` (a version 8 UUID of its SHA-256), the same for the
    /// same name in every build: the feed's ids when the shelf has no base URL.
    public static func uuid(_ name: String) -> String {
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
