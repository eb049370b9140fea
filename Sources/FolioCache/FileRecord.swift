import FolioModel
import Foundation

/// A cache record of what the build learnt about each content file, valid while a fingerprint
/// of what it depends on holds (the fonts', the links'), kept beside the manifest
/// (`build/NAME`): its binary form is the fingerprint, then the files in path order, each in
/// its own form. One shape for `FontsRecord` and `LinksRecord`.
package protocol FileRecord: SealedCacheRecord {
    /// What the record keeps of one file.
    associatedtype File: BinaryRecordValue
    /// A new, empty record.
    init()
    /// What the record's files were made under; a record of another is of no use.
    var fingerprint: String { get set }
    /// Per content-relative path.
    var files: [String: File] { get set }
    /// The record's file in the cache folder (`build/fonts`).
    static var pathInCache: String { get }
    /// Where an earlier version of Folio kept the record as JSON, removed when this one is
    /// written.
    static var formerPathInCache: String { get }
}

/// A value a cache record keeps, in `BinaryWriter`'s form.
package protocol BinaryRecordValue {
    /// The value as `write(to:)` wrote it.
    init(from reader: inout BinaryReader) throws
    /// Writes the value.
    func write(to writer: inout BinaryWriter)
}

extension FileRecord {
    /// The record as `write(to:)` wrote it.
    package init(from reader: inout BinaryReader) throws {
        self.init()
        try readFingerprintAndFiles(from: &reader)
    }

    /// Writes the record, its files in path order.
    package func write(to writer: inout BinaryWriter) {
        writeFingerprintAndFiles(to: &writer)
    }

    /// Reads the form every file record starts with: the fingerprint, then the files. A record
    /// that keeps more reads it after.
    package mutating func readFingerprintAndFiles(from reader: inout BinaryReader) throws {
        fingerprint = try reader.string()
        files = try reader.dictionary { try File(from: &$0) }
    }

    /// Writes the form every file record starts with: the fingerprint, then the files in path
    /// order. A record that keeps more writes it after.
    package func writeFingerprintAndFiles(to writer: inout BinaryWriter) {
        writer.string(fingerprint)
        writer.dictionary(files) { writer, file in file.write(to: &writer) }
    }

    /// Where the record lives in the cache folder `cache`.
    package static func url(in cache: URL) -> URL { cache.appendingPathComponent(pathInCache) }

    /// The record in `cache`, or nil (no cache, no record, or one of another version; a
    /// damaged one adds its warning to `diagnostics`).
    package static func read(from cache: URL?, reporting diagnostics: inout [Diagnostic]) -> Self? {
        guard let cache else { return nil }
        return read(at: url(in: cache), reporting: &diagnostics)
    }
}
