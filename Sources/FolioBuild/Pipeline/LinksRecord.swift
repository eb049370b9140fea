import FolioModel
import Foundation

/// What the link step keeps in the build cache for the next build, beside the manifest: the
/// table's fingerprint the cached articles' links were resolved against, and per file the
/// anchors of its headings, whether it has links to resolve and the warnings they gave. A
/// warm build reads the files that did not change from here instead of reading them again,
/// and reads again every file with links when the table or any heading changed.
struct LinksRecord: JSONCacheRecord, Sendable, Equatable {
    /// One content file.
    struct File: Codable, Sendable, Equatable {
        /// The anchors of each of its articles' headings, in its articles' order.
        var anchors: [[String]]
        /// Whether any of its articles has a link the link step rewrites.
        var hasLinks: Bool
        /// The warnings its links gave: message, line, column (0 when not known).
        var warnings: [Warning]
    }

    /// A warning a link gave, as the next build shows it again.
    struct Warning: Codable, Sendable, Equatable {
        var message: String
        var line: Int
        var column: Int

        init(_ diagnostic: Diagnostic) {
            message = diagnostic.message
            line = diagnostic.location?.line ?? 0
            column = diagnostic.location?.column ?? 0
        }

        /// The warning again, in the file shown as `path`.
        func diagnostic(in file: SourceLocation) -> Diagnostic {
            var location = file
            location.line = line > 0 ? line : nil
            location.column = column > 0 ? column : nil
            return .warning(message, at: location)
        }
    }

    /// The format; a record of another is not read.
    var format = "folio-links-1"
    /// `IssueLinks.fingerprint` when the files' links were resolved.
    var fingerprint = ""
    /// Per content-relative path.
    var files: [String: File] = [:]

    /// Kept at `build/links.json` in the cache.
    static let pathInCache = "build/links.json"

    /// The record in `cache`, or nil (none, unreadable or of another format: every cached file
    /// with links is then read again).
    static func read(from cache: URL?) -> LinksRecord? { stored(in: cache) }
}
