import FolioModel
import Foundation

/// What the link step keeps in the build cache for the next build, beside the manifest: the
/// table's fingerprint the cached articles' links were resolved against, and per file the
/// anchors of its headings, whether it has links to resolve and the warnings they gave. A
/// warm build reads the files that did not change from here instead of reading them again,
/// and reads again every file with links when the table or any heading changed.
struct LinksRecord: Codable, Sendable, Equatable {
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

    /// Where the record lives in the cache folder `cache`.
    static func url(in cache: URL) -> URL { cache.appendingPathComponent("build/links.json") }

    /// The record in `cache`, or nil (none, unreadable or of another format: every cached file
    /// with links is then read again).
    static func read(from cache: URL?) -> LinksRecord? {
        guard let cache, let data = try? Data(contentsOf: url(in: cache)),
            let record = try? JSONDecoder().decode(LinksRecord.self, from: data), record.format == LinksRecord().format
        else { return nil }
        return record
    }

    /// Writes the record into `cache`, after the manifest. A failure leaves the old record,
    /// which at worst makes the next build read the files with links again.
    func write(to cache: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { return }
        var staged = StagedWrites(step: PipelineStep.saveCache.name)
        do {
            try staged.write(data, to: Self.url(in: cache))
            try staged.commit()
        } catch {
            staged.discard()
        }
    }
}
