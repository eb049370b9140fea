import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The Linux calls Folio's durable writes need that the Swift overlay does not import
/// (`syncfs`, `renameat2`), looked up once at run time, and the `FICLONE` ioctl. Where a call
/// is missing or refused, each falls back to the portable way.
enum FileSystemCalls {
    private typealias SyncFS = @convention(c) (Int32) -> Int32
    private typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    // Addresses as integers, which are Sendable; converted back at each call.
    private static let syncfsAddress = Int(bitPattern: dlsym(dlopen(nil, RTLD_NOW), "syncfs"))
    private static let renameat2Address = Int(bitPattern: dlsym(dlopen(nil, RTLD_NOW), "renameat2"))
    /// `_IOW(0x94, 9, int)`: make the target share the source's blocks (btrfs, XFS).
    private static let ficlone: UInt = 0x4004_9409
    private static let renameExchange: UInt32 = 2

    /// Writes every dirty page and all metadata of the file system holding `folder` to disk
    /// (`syncfs(2)`): one call makes all the files written so far durable, where an `fsync` per
    /// file would cost a journal commit each. Falls back to `sync()`.
    static func flush(fileSystemOf folder: URL) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        if descriptor >= 0, let address = UnsafeRawPointer(bitPattern: syncfsAddress) {
            if unsafeBitCast(address, to: SyncFS.self)(descriptor) == 0 { return }
        }
        sync()
    }

    /// Makes the folder entry of a renamed file durable (`fsync` on its folder).
    static func flush(folder: URL) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Swaps two existing paths in one step (`renameat2` with `RENAME_EXCHANGE`); false when
    /// the system or file system cannot, and nothing was changed.
    static func exchange(_ first: URL, _ second: URL) -> Bool {
        guard let address = UnsafeRawPointer(bitPattern: renameat2Address) else { return false }
        let call = unsafeBitCast(address, to: RenameAt2.self)
        return call(AT_FDCWD, first.path, AT_FDCWD, second.path, renameExchange) == 0
    }

    /// Makes the open file `target` share `source`'s blocks; false when the file system cannot
    /// (ext4, tmpfs), and the caller copies the bytes instead.
    static func clone(_ source: Int32, into target: Int32) -> Bool {
        ioctl(target, ficlone, source) == 0
    }
}
