import FolioCache
import FolioFormats
import FolioModel
import FolioPluginAPI
import Foundation

/// What the asset stage wrote into the cache for one photo: each file's content hash and the
/// stat facts it had when written (hash on write). Before a cached file is reused its
/// fingerprint is checked against this record (verify on reuse), so a truncated, replaced or
/// swapped file is made again instead of published. Stored as `assets/records/NAME` in the
/// cache, sealed as every record of the cache is (`SealedCacheRecord`).
struct CacheRecord: Sendable, SealedCacheRecord {
    /// The folder of records in the cache.
    static let folder = "assets/records"
    /// The format and its version; a record of another is not read.
    static let magic = "folio-asset-record-1\n"
    /// A damaged record means every file of its photo is made again.
    static let damage = CacheDamage.Kind.assetRecord

    /// The fingerprint of each file, by its path in the cache.
    var files: [String: FileFingerprint] = [:]

    /// An empty record.
    init() {}

    /// The record as `write(to:)` wrote it.
    init(from reader: inout BinaryReader) throws {
        files = try reader.dictionary { try FileFingerprint(from: &$0) }
    }

    /// Writes the record, its files in path order.
    func write(to writer: inout BinaryWriter) {
        writer.dictionary(files) { writer, fingerprint in fingerprint.write(to: &writer) }
    }

    /// The record of the photo named `name` in `cache`: empty when there is none or it is of
    /// another version of Folio (then every file of the photo is made again, silently); throws
    /// when the file is there but does not open (torn or overwritten).
    static func load(_ name: String, cache: URL) throws(CacheDamage) -> CacheRecord {
        try read(at: url(name, cache: cache)) ?? CacheRecord()
    }

    /// Stores the record of the photo named `name` (written beside, then renamed into place).
    func save(_ name: String, cache: URL) throws(FolioError) {
        try save(at: Self.url(name, cache: cache), step: PipelineStep.prepareAssets.name)
    }

    private static func url(_ name: String, cache: URL) -> URL {
        cache.appendingPathComponent("\(folder)/\(name)")
    }
}
