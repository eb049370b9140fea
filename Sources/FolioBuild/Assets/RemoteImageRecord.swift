import FolioCache
import FolioHashing
import FolioModel
import Foundation

/// What a build keeps beside each file of the cache's `remote/` folder (`NAME.record` beside
/// `NAME`, the fetched image or the placeholder that stands in for it): the file's fingerprint
/// when it was written, and, for a placeholder, why the fetch failed and when. Sealed as every
/// record of the cache is (`SealedCacheRecord`), and the file is verified against it before
/// use: a torn record, or an image whose bytes changed since Folio wrote them, is damage (one
/// warning) and the image is fetched again, as a build with an empty cache would. A file with
/// no record (one a Folio before records wrote) is fetched again silently.
struct RemoteImageRecord: Sendable, Equatable, SealedCacheRecord {
    /// The format and its version; a record of another is not read.
    static let magic = "folio-remote-image-record-1\n"
    /// A damaged record means its image is fetched again.
    static let damage = CacheDamage.Kind.remoteImageRecord

    /// The fetched image's, or the placeholder's, fingerprint when it was written.
    var file: FileFingerprint
    /// Why the fetch failed, for a placeholder; nil for a fetched image.
    var failure: String?
    /// When the fetch failed, in seconds since 1970 (0 for a fetched image).
    var failedAt: Double

    /// A record of `file`, a fetched image (`failure` nil) or a placeholder.
    init(file: FileFingerprint, failure: String?, failedAt: Date) {
        self.file = file
        self.failure = failure
        self.failedAt = failure == nil ? 0 : failedAt.timeIntervalSince1970
    }

    /// The record as `write(to:)` wrote it.
    init(from reader: inout BinaryReader) throws {
        file = try FileFingerprint(from: &reader)
        failure = try reader.optional { try $0.string() }
        failedAt = Double(bitPattern: try reader.unsigned())
    }

    /// Writes the record.
    func write(to writer: inout BinaryWriter) {
        file.write(to: &writer)
        writer.optional(failure) { $0.string($1) }
        writer.unsigned(failedAt.bitPattern)
    }

    /// Where the record of the remote file at `file` is kept.
    static func url(of file: URL) -> URL {
        file.appendingPathExtension("record")
    }

    /// Writes `data` (the image or the placeholder) at `file` and its record beside it, the
    /// file first: a record only ever vouches for a whole file.
    static func store(_ data: Data, at file: URL, failure: String?) throws {
        try data.write(to: file, options: .atomic)
        guard let fingerprint = FileFingerprint.stamp(of: file, hash: XXHash64.hash(data)) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
        let record = RemoteImageRecord(file: fingerprint, failure: failure, failedAt: Date())
        try record.save(at: url(of: file), step: PipelineStep.load.name)
    }
}
