import FolioHashing
import FolioModel
import FolioPluginAPI
import Foundation

/// What the last shelf build knew of each issue, kept in the build cache
/// (`CACHE/shelf-record.json`): the fingerprint of the issue's folder when it last built, and
/// its description. An issue whose folder has the same fingerprint, and whose output is still
/// there, is not built again.
package struct ShelfRecord: Sendable, Equatable, Codable {
    /// One issue's last successful build.
    package struct Built: Sendable, Equatable, Codable {
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
    package static let fileName = "shelf-record.json"

    /// Creates an empty record.
    package init() {}

    /// The record kept in `cache`; an empty one when there is none or it cannot be read (every
    /// issue is then built, which makes it again).
    package static func load(from cache: URL) -> ShelfRecord {
        guard let data = try? Data(contentsOf: cache.appendingPathComponent(fileName)),
            let record = try? JSONDecoder().decode(ShelfRecord.self, from: data)
        else { return ShelfRecord() }
        return record
    }

    /// Saves the record into `cache`, whole or not at all.
    package func save(to cache: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try OutputFolder.write(OutputFile(path: Self.fileName, data: try encoder.encode(self)), into: cache)
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
