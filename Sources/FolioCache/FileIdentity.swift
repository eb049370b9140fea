import Foundation

/// What tells one version of a file from another without reading it: its path, device and
/// inode, size, and modification and status-change times (the latter cannot be set back by
/// a program, so a rewrite that keeps size and mtime still changes it).
package struct FileIdentity: Hashable, Sendable {
    /// The path it was looked up at.
    let path: String
    /// The device holding the file.
    let device: UInt64
    /// The inode number.
    let inode: UInt64
    /// The size in bytes.
    let size: Int64
    /// The modification time: seconds since 1970...
    let modified: Int64
    /// ...and the nanoseconds within that second.
    let modifiedNanoseconds: Int
    /// The status-change time: seconds since 1970...
    let changed: Int64
    /// ...and the nanoseconds within that second.
    let changedNanoseconds: Int

    /// The identity of the file at `path` (symbolic links followed); nil when it cannot be
    /// looked up.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.path = path
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        (modified, modifiedNanoseconds) = (Int64(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        (changed, changedNanoseconds) = (Int64(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec))
        #else
        (modified, modifiedNanoseconds) = (Int64(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        (changed, changedNanoseconds) = (Int64(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
        #endif
    }
}
