import FolioFormats
import FolioModel
import FolioPluginAPI
import Foundation

/// What the asset stage wrote into the cache for one photo: each file's content hash and the
/// stat facts it had when written (hash on write). Before a cached file is reused its
/// fingerprint is checked against this record (verify on reuse), so a truncated, replaced or
/// swapped file is made again instead of published. Stored, sealed with a checksum, as
/// `assets/records/NAME` in the cache.
struct CacheRecord: Sendable {
    /// The folder of records in the cache.
    static let folder = "assets/records"
    private static let magic = "folio-asset-record-1\n"

    /// The fingerprint of each file, by its path in the cache.
    var files: [String: FileFingerprint] = [:]

    /// The record of the photo named `name` in `cache`: empty when there is none or it is of
    /// another version of Folio (then every file of the photo is made again, silently); throws
    /// when the file is there but does not open (torn or overwritten).
    static func load(_ name: String, cache: URL) throws(CacheDamage) -> CacheRecord {
        let url = url(name, cache: cache)
        guard let data = try? Data(contentsOf: url) else { return CacheRecord() }
        switch SealedBytes.read(data, magic: magic) {
        case .otherVersion: return CacheRecord()
        case .damaged: throw CacheDamage(url: url, kind: .assetRecord)
        case .payload(let payload):
            var reader = BinaryReader(payload)
            guard let pairs = try? reader.array({ (try $0.string(), try FileFingerprint(from: &$0)) }), reader.isAtEnd
            else { throw CacheDamage(url: url, kind: .assetRecord) }
            return CacheRecord(files: Dictionary(pairs, uniquingKeysWith: { $1 }))
        }
    }

    /// Stores the record of the photo named `name` (written beside, then renamed into place).
    func save(_ name: String, cache: URL) throws(FolioError) {
        var writer = BinaryWriter()
        writer.array(files.sorted { $0.key < $1.key }) { writer, pair in
            writer.string(pair.key)
            pair.value.write(to: &writer)
        }
        var staged = StagedWrites(step: PipelineStep.prepareAssets.name, durable: false)
        try staged.write(SealedBytes.seal(writer.bytes, magic: Self.magic), to: Self.url(name, cache: cache))
        try staged.commit()
    }

    private static func url(_ name: String, cache: URL) -> URL {
        cache.appendingPathComponent("\(folder)/\(name)")
    }
}
