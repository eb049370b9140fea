import FolioCache
import FolioModel
import Foundation

/// What the link step keeps in the build cache for the next build, beside the manifest: the
/// table's fingerprint the cached articles' links were resolved against, and per file the
/// anchors of its headings, whether it has links to resolve and the warnings they gave. A
/// warm build reads the files that did not change from here instead of reading them again,
/// and reads again every file with links when the table or any heading changed.
struct LinksRecord: FileRecord, Sendable, Equatable {
    /// One content file.
    struct File: Sendable, Equatable, BinaryRecordValue {
        /// The anchors of each of its articles' headings, in its articles' order.
        var anchors: [[String]]
        /// Whether any of its articles has a link the link step rewrites.
        var hasLinks: Bool
        /// The warnings its links gave: message, line, column (0 when not known).
        var warnings: [Warning]

        init(anchors: [[String]], hasLinks: Bool, warnings: [Warning]) {
            self.anchors = anchors
            self.hasLinks = hasLinks
            self.warnings = warnings
        }

        /// A file's record as `write(to:)` wrote it.
        init(from reader: inout BinaryReader) throws {
            anchors = try reader.array { try $0.array { try $0.string() } }
            hasLinks = try reader.bool()
            warnings = try reader.array { try Warning(from: &$0) }
        }

        /// Writes the file's record.
        func write(to writer: inout BinaryWriter) {
            writer.array(anchors) { writer, anchors in writer.array(anchors) { $0.string($1) } }
            writer.bool(hasLinks)
            writer.array(warnings) { writer, warning in warning.write(to: &writer) }
        }
    }

    /// A warning a link gave, as the next build shows it again.
    struct Warning: Sendable, Equatable {
        var message: String
        var line: Int
        var column: Int

        init(_ diagnostic: Diagnostic) {
            message = diagnostic.message
            line = diagnostic.location?.line ?? 0
            column = diagnostic.location?.column ?? 0
        }

        /// A warning as `write(to:)` wrote it.
        init(from reader: inout BinaryReader) throws {
            message = try reader.string()
            line = try reader.int()
            column = try reader.int()
        }

        /// Writes the warning.
        func write(to writer: inout BinaryWriter) {
            writer.string(message)
            writer.int(line)
            writer.int(column)
        }

        /// The warning again, in the file shown as `path`.
        func diagnostic(in file: SourceLocation) -> Diagnostic {
            var location = file
            location.line = line > 0 ? line : nil
            location.column = column > 0 ? column : nil
            return .warning(message, at: location)
        }
    }

    /// `IssueLinks.fingerprint` when the files' links were resolved.
    var fingerprint = ""
    /// Per content-relative path.
    var files: [String: File] = [:]

    /// The format and its version; a record of another is not read.
    static let magic = "folio-links-record-2\n"
    /// A damaged record means every file is read again.
    static let damage = CacheDamage.Kind.linksRecord
    /// Kept at `build/links` in the cache.
    static let pathInCache = "build/links"
    /// Where Folio 0.x kept it as JSON.
    static let formerPathInCache = "build/links.json"

    /// An empty record.
    init() {}
}
