import FolioCache
import FolioHashing
import FolioModel
import FolioPluginAPI
import Foundation

/// What the last shelf build knew of each issue, kept in the build cache
/// (`CACHE/shelf-record`, sealed as every record of the cache is: `SealedCacheRecord`): the
/// fingerprint of the issue's folder when it last built, and its description. An issue whose
/// folder has the same fingerprint, and whose output is still there, is not built again.
package struct ShelfRecord: Sendable, Equatable, SealedCacheRecord {
    /// One issue's last successful build.
    package struct Built: Sendable, Equatable {
        /// `ShelfRecord.fingerprint(of:tool:)` of the issue's folder then.
        package var fingerprint: String
        /// The issue's description then.
        package var issue: ShelfIssue

        /// A record of one build.
        package init(fingerprint: String, issue: ShelfIssue) {
            self.fingerprint = fingerprint
            self.issue = issue
        }
    }

    /// The issues last built, by slug.
    package var issues: [String: Built] = [:]

    /// The record's file in the build cache.
    package static let pathInCache = "shelf-record"
    /// Where Folio 0.x kept it as JSON.
    static let formerPathInCache = "shelf-record.json"
    /// The format and its version; a record of another is not read.
    package static let magic = "folio-shelf-record-3\n"
    /// A damaged record means every issue is built again.
    package static let damage = CacheDamage.Kind.shelfRecord

    /// Creates an empty record.
    package init() {}

    /// The record kept in `cache`; an empty one when there is none, it is of another version,
    /// or it is damaged, which adds its warning to `diagnostics` (every issue is then built,
    /// which makes it again).
    package static func load(from cache: URL, reporting diagnostics: inout [Diagnostic]) -> ShelfRecord {
        read(at: cache.appendingPathComponent(pathInCache), reporting: &diagnostics) ?? ShelfRecord()
    }

    /// Saves the record into `cache`, whole or not at all, removing its former JSON file.
    package func save(to cache: URL) throws {
        try save(at: cache.appendingPathComponent(Self.pathInCache), step: "shelf")
        try? FileManager.default.removeItem(at: cache.appendingPathComponent(Self.formerPathInCache))
    }

    /// The record as `write(to:)` wrote it.
    package init(from reader: inout BinaryReader) throws {
        issues = try reader.dictionary { Built(fingerprint: try $0.string(), issue: try ShelfIssue(from: &$0)) }
    }

    /// Writes the record, its issues in slug order.
    package func write(to writer: inout BinaryWriter) {
        writer.dictionary(issues) { writer, built in
            writer.string(built.fingerprint)
            built.issue.write(to: &writer)
        }
    }

    /// A fingerprint of everything a build of the issue in `folder` reads: each file's path,
    /// size and modification time, the folio executable (`BuildCache.executable`) and `tool`
    /// (the build's options), hashed.
    package static func fingerprint(of folder: URL, tool: String) -> String {
        var text = BuildCache.executable + "\u{0}" + tool
        for entry in FolderWalk.files(below: folder.path).sorted(by: { $0.relativePath < $1.relativePath }) {
            let path = folder.appendingPathComponent(entry.relativePath).path
            let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            text += "\u{0}\(entry.relativePath)\u{0}\(size)\u{0}\(time)"
        }
        return XXHash64.wideHex(Data(text.utf8))
    }
}

extension ShelfIssue {
    /// An issue's description as `write(to:)` wrote it.
    fileprivate init(from reader: inout BinaryReader) throws {
        self.init(
            slug: try reader.string(), title: try reader.string(), subtitle: try reader.optional { try $0.string() },
            number: try reader.optional { try $0.string() }, date: try reader.optional { try $0.string() },
            language: try reader.string(), authors: try reader.array { try $0.string() },
            headlines: try reader.array { try $0.string() }, articleCount: try reader.int(),
            cover: try reader.optional { try Picture(from: &$0) },
            drawnCover: try reader.optional { try Picture(from: &$0) },
            baseURL: try reader.optional { try $0.string() }, updated: try reader.string())
    }

    /// Writes the description, each field in the order of `init(from:)`.
    fileprivate func write(to writer: inout BinaryWriter) {
        writer.string(slug)
        writer.string(title)
        writer.optional(subtitle) { $0.string($1) }
        writer.optional(number) { $0.string($1) }
        writer.optional(date) { $0.string($1) }
        writer.string(language)
        writer.array(authors) { $0.string($1) }
        writer.array(headlines) { $0.string($1) }
        writer.int(articleCount)
        writer.optional(cover) { $1.write(to: &$0) }
        writer.optional(drawnCover) { $1.write(to: &$0) }
        writer.optional(baseURL) { $0.string($1) }
        writer.string(updated)
    }
}

extension ShelfIssue.Picture {
    /// A picture as `write(to:)` wrote it.
    fileprivate init(from reader: inout BinaryReader) throws {
        self.init(path: try reader.string(), width: try reader.int(), height: try reader.int())
    }

    /// Writes the picture: its path, width and height.
    fileprivate func write(to writer: inout BinaryWriter) {
        writer.string(path)
        writer.int(width)
        writer.int(height)
    }
}
