import FolioHashing
import Foundation

/// A file's content hash, with the `stat` facts (`FileIdentity`) it was taken under. A warm
/// build trusts the stored hash while size, modification and status-change times and inode
/// are unchanged (as git's index does), and reads and hashes the file again otherwise, so the
/// cache stays keyed by content.
package struct FileFingerprint: Sendable, Equatable {
    /// The size in bytes.
    package var size: Int64
    /// The modification time, in nanoseconds since 1970.
    package var modified: Int64
    /// The status-change time, in nanoseconds since 1970 (a program cannot set it back).
    package var changed: Int64
    /// The inode number.
    package var inode: UInt64
    /// XXH64 of the content.
    package var hash: UInt64

    /// A fingerprint of these facts and hash.
    package init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, hash: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.hash = hash
    }

    /// The fingerprint of the file at `url`: `previous`'s hash when the stat facts still match,
    /// otherwise a fresh hash of the content; `nil` when the file cannot be read.
    package static func of(_ url: URL, previous: FileFingerprint?) -> FileFingerprint? {
        of(path: url.path, previous: previous)
    }

    /// `of(_:previous:)` for the file at `path`.
    static func of(path: String, previous: FileFingerprint?) -> FileFingerprint? {
        guard let identity = FileIdentity(path: path) else { return nil }
        let modified = identity.modified * 1_000_000_000 + Int64(identity.modifiedNanoseconds)
        let changed = identity.changed * 1_000_000_000 + Int64(identity.changedNanoseconds)
        if let previous, previous.size == identity.size, previous.modified == modified, previous.changed == changed,
            previous.inode == identity.inode
        {
            return previous
        }
        guard let hash = contentHash(of: path, size: Int(identity.size)) else { return nil }
        return FileFingerprint(
            size: identity.size, modified: modified, changed: changed, inode: identity.inode, hash: hash)
    }

    /// The fingerprint of the file at `url` whose bytes are known to hash to `hash` (a file
    /// Folio has just written): its stat facts now, taken without reading it.
    package static func stamp(of url: URL, hash: UInt64) -> FileFingerprint? {
        guard let identity = FileIdentity(path: url.path) else { return nil }
        return FileFingerprint(
            size: identity.size, modified: identity.modified * 1_000_000_000 + Int64(identity.modifiedNanoseconds),
            changed: identity.changed * 1_000_000_000 + Int64(identity.changedNanoseconds), inode: identity.inode,
            hash: hash)
    }

    /// The file at `url`'s fingerprint when its content still hashes to this fingerprint's hash
    /// (trusted without reading while its stat facts are unchanged, read and hashed otherwise);
    /// nil when it is missing or its bytes differ.
    package func verified(at url: URL) -> FileFingerprint? {
        verified(atPath: url.path)
    }

    /// `verified(at:)` for the file at `path`.
    package func verified(atPath path: String) -> FileFingerprint? {
        guard let current = Self.of(path: path, previous: self), current.hash == hash else { return nil }
        return current
    }

    /// XXH64 of the file's bytes, read with plain `read(2)` calls (mapping thousands of small
    /// files from several threads costs more in page-table work than it saves).
    private static func contentHash(of path: String, size: Int) -> UInt64? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: max(size, 1))
        var filled = 0
        while true {
            if filled == buffer.count {
                buffer.append(contentsOf: [UInt8](repeating: 0, count: max(4096, buffer.count)))
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 { return nil }
            if count == 0 { break }
            filled += count
        }
        return buffer.withUnsafeBytes { XXHash64.hash(UnsafeRawBufferPointer(rebasing: $0[..<filled])) }
    }
}
