/// A cache record of what the build learnt about each content file, valid while a fingerprint
/// of what it depends on holds (the fonts', the links'): its binary form is the fingerprint,
/// then the files in path order, each in its own form. One shape for `FontsRecord` and
/// `LinksRecord`.
protocol FileRecord: SealedCacheRecord {
    /// What the record keeps of one file.
    associatedtype File: BinaryRecordValue
    /// What the record's files were made under; a record of another is of no use.
    var fingerprint: String { get set }
    /// Per content-relative path.
    var files: [String: File] { get set }
}

/// A value a cache record keeps, in `BinaryWriter`'s form.
protocol BinaryRecordValue {
    /// The value as `write(to:)` wrote it.
    init(from reader: inout BinaryReader) throws
    /// Writes the value.
    func write(to writer: inout BinaryWriter)
}

extension FileRecord {
    /// The record as `write(to:)` wrote it.
    init(from reader: inout BinaryReader) throws {
        self.init()
        fingerprint = try reader.string()
        files = try reader.dictionary { try File(from: &$0) }
    }

    /// Writes the record, its files in path order.
    func write(to writer: inout BinaryWriter) {
        writer.string(fingerprint)
        writer.dictionary(files) { writer, file in file.write(to: &writer) }
    }
}
