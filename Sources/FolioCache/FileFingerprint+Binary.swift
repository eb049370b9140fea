import Foundation

extension FileFingerprint {
    /// Writes the fingerprint's binary form, as the manifest and every record of files keep it.
    package func write(to writer: inout BinaryWriter) {
        writer.int(Int(size))
        writer.int(Int(modified))
        writer.int(Int(changed))
        writer.unsigned(inode)
        writer.unsigned(hash)
    }

    /// The fingerprint as `write(to:)` wrote it.
    package init(from reader: inout BinaryReader) throws {
        self.init(
            size: Int64(try reader.int()), modified: Int64(try reader.int()), changed: Int64(try reader.int()),
            inode: try reader.unsigned(), hash: try reader.unsigned())
    }
}
