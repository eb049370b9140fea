import FolioFormats
import FolioPluginAPI
import Foundation

/// What tells one version of a file from another without reading it: its path, device and
/// inode, size, and modification and status-change times (the latter cannot be set back by
/// a program, so a rewrite that keeps size and mtime still changes it).
struct FileIdentity: Hashable, Sendable {
    let path: String
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let modifiedNanoseconds: Int
    let changed: Int64
    let changedNanoseconds: Int

    /// The identity of the file at `path` (symbolic links followed); nil when it cannot be
    /// looked up.
    init?(path: String) {
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
