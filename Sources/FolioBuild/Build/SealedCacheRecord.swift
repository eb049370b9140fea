import Foundation

/// A record the build keeps in its cache beside the manifest (`build/NAME`), for the next
/// build: the fonts' (`FontsRecord`) and the links' (`LinksRecord`). They are written as the
/// manifest and the asset records are, in `BinaryWriter`'s form sealed by `SealedBytes` (a
/// magic string with the format's version, then the payload and its XXH64), so the cache has
/// one record format, read many times faster than JSON. One place reads and writes them all: a
/// record that is missing, torn, flipped or of another version is not read, and a record is
/// written after the manifest, atomically, a failure leaving the old one (which at worst makes
/// the next build do again what the record would have spared it).
protocol SealedCacheRecord {
    /// A new, empty record.
    init()
    /// The record read from its binary form; throws `BinaryReader.Malformed` when it is not one.
    init(from reader: inout BinaryReader) throws
    /// Writes the record's binary form.
    func write(to writer: inout BinaryWriter)
    /// The format and its version (`folio-fonts-record-3\n`); a record of another is not read.
    static var magic: String { get }
    /// The record's file in the cache folder (`build/fonts`).
    static var pathInCache: String { get }
    /// Where an earlier version of Folio kept the record as JSON, removed when this one is
    /// written.
    static var formerPathInCache: String { get }
}

extension SealedCacheRecord {
    /// Where the record lives in the cache folder `cache`.
    static func url(in cache: URL) -> URL { cache.appendingPathComponent(pathInCache) }

    /// The record in `cache`, or nil (none, torn, flipped or of another version).
    static func stored(in cache: URL?) -> Self? {
        guard let cache, let data = try? Data(contentsOf: url(in: cache)),
            let payload = SealedBytes.open(data, magic: magic)
        else { return nil }
        var reader = BinaryReader(payload)
        guard let record = try? Self(from: &reader), reader.isAtEnd else { return nil }
        return record
    }

    /// The record's sealed bytes, as `write(to:)` writes them.
    func sealed() -> Data {
        var writer = BinaryWriter()
        write(to: &writer)
        return SealedBytes.seal(writer.bytes, magic: Self.magic)
    }

    /// Writes the record into `cache`, removing its former JSON file.
    func write(to cache: URL) {
        var staged = StagedWrites(step: PipelineStep.saveCache.name)
        do {
            try staged.write(sealed(), to: Self.url(in: cache))
            try staged.commit()
        } catch {
            staged.discard()
        }
        try? FileManager.default.removeItem(at: cache.appendingPathComponent(Self.formerPathInCache))
    }
}
