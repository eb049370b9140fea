#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat` says of a file that changes when the file does: its kind, size, inode, and
/// modification and status-change times to the nanosecond. Symbolic links are not followed.
struct FileStamp: Equatable, Sendable {
    /// Whether the entry is a folder (not a symbolic link to one).
    var isFolder: Bool
    var size: Int64
    var inode: UInt64
    var modified: Timestamp
    var statusChanged: Timestamp

    /// Seconds and nanoseconds.
    struct Timestamp: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int
    }

    /// The stamp of the entry at `path`; nil when there is none (or it cannot be read).
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        isFolder = info.st_mode & S_IFMT == S_IFDIR
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        #if canImport(Darwin)
        modified = Timestamp(seconds: Int(info.st_mtimespec.tv_sec), nanoseconds: Int(info.st_mtimespec.tv_nsec))
        statusChanged = Timestamp(seconds: Int(info.st_ctimespec.tv_sec), nanoseconds: Int(info.st_ctimespec.tv_nsec))
        #else
        modified = Timestamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
        statusChanged = Timestamp(seconds: Int(info.st_ctim.tv_sec), nanoseconds: Int(info.st_ctim.tv_nsec))
        #endif
    }
}
