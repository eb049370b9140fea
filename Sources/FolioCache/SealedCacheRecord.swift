import FolioModel
import FolioOutput
import Foundation

/// A record the build keeps in its cache for the next build: the manifest (`BuildManifest`),
/// each photo's asset record (`CacheRecord`), the fonts' (`FontsRecord`), the links'
/// (`LinksRecord`), the shelf's (`ShelfRecord`) and each remote image's (`RemoteImageRecord`).
/// Every one is written and read here, in one
/// format: `BinaryWriter`'s form sealed by `SealedBytes` (a magic string naming the record and
/// its version, then the payload and the XXH64 of both). A record that is missing or of another
/// version of Folio is a miss and costs only a colder build; one that is there but torn,
/// flipped or not a record of its kind is damage, reported as `CacheDamage` (one warning naming
/// the file) and then treated as a miss too. Records are written under a temporary name and
/// renamed into place, without a flush: they are verified when read instead. A record this
/// process read or wrote is kept in memory while its file is unchanged (`RecordMemo`).
package protocol SealedCacheRecord: Sendable {
    /// The record as `write(to:)` wrote it; throws `BinaryReader.Malformed` when it is not one.
    init(from reader: inout BinaryReader) throws
    /// Writes the record's binary form.
    func write(to writer: inout BinaryWriter)
    /// The record's kind and version (`folio-fonts-record-3\n`); a record of another is not read.
    static var magic: String { get }
    /// What a damaged record of this kind costs the build, for its warning.
    static var damage: CacheDamage.Kind { get }
}

extension SealedCacheRecord {
    /// The record in `data`, read from `url`: nil when it is a whole record of another version
    /// of Folio; throws when it is torn, flipped or not a record of this kind. A whole record
    /// with the seal of one this process read or wrote there is that one, not decoded again.
    static func unsealing(_ data: Data, from url: URL) throws(CacheDamage) -> Self? {
        switch SealedBytes.read(data, magic: magic) {
        case .otherVersion: return nil
        case .damaged: throw CacheDamage(url: url, kind: damage)
        case .payload(let payload):
            let checksum = SealedBytes.checksum(of: data)
            if let kept = RecordMemo.record(at: url.path, checksum: checksum, as: Self.self) { return kept }
            var reader = BinaryReader(payload)
            guard let record = try? Self(from: &reader), reader.isAtEnd else {
                throw CacheDamage(url: url, kind: damage)
            }
            RecordMemo.keep(record, at: url.path, checksum: checksum)
            return record
        }
    }

    /// The record at `url`: nil when there is none or it is of another version of Folio;
    /// throws when the file is there but damaged.
    package static func read(at url: URL) throws(CacheDamage) -> Self? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try unsealing(data, from: url)
    }

    /// The record at `url`, or nil when there is none, it is of another version, or it is
    /// damaged; damage adds its warning to `diagnostics`.
    package static func read(at url: URL, reporting diagnostics: inout [Diagnostic]) -> Self? {
        do { return try read(at: url) } catch {
            diagnostics.append(error.warning())
            return nil
        }
    }

    /// The record's sealed bytes, as `save(at:step:)` writes them.
    func sealed() -> Data {
        var writer = BinaryWriter()
        write(to: &writer)
        return SealedBytes.seal(writer.bytes, magic: Self.magic)
    }

    /// Writes the record at `url`, whole or not at all (beside, then renamed into place), for
    /// the step named `step`.
    package func save(at url: URL, step: String) throws(FolioError) {
        var staged = StagedWrites(step: step, durable: false)
        let bytes = sealed()
        do {
            try staged.write(bytes, to: url)
            try staged.commit()
        } catch {
            staged.discard()
            throw error
        }
        RecordMemo.keep(self, at: url.path, checksum: SealedBytes.checksum(of: bytes))
    }
}
