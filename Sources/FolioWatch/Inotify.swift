#if canImport(Glibc)
import Glibc

/// The inotify calls and flags the watcher uses (`<sys/inotify.h>`), typed once.
enum Inotify {
    static let modify: UInt32 = 0x0000_0002
    static let closeWrite: UInt32 = 0x0000_0008
    static let movedFrom: UInt32 = 0x0000_0040
    static let movedTo: UInt32 = 0x0000_0080
    static let create: UInt32 = 0x0000_0100
    static let delete: UInt32 = 0x0000_0200
    static let deleteSelf: UInt32 = 0x0000_0400
    static let moveSelf: UInt32 = 0x0000_0800
    static let queueOverflow: UInt32 = 0x0000_4000
    static let ignored: UInt32 = 0x0000_8000
    static let onlyDirectory: UInt32 = 0x0100_0000
    static let dontFollow: UInt32 = 0x0200_0000
    static let isDirectory: UInt32 = 0x4000_0000

    /// What a folder is watched for: a file written and closed, moved in or out, created or
    /// deleted, and the folder itself moved or deleted. A file being written (`IN_MODIFY`) is
    /// not a change until its writer closes it, so a half-written save starts no rebuild.
    static let folderMask: UInt32 =
        closeWrite | movedFrom | movedTo | create | delete | deleteSelf | moveSelf | onlyDirectory | dontFollow

    /// One event read from the descriptor.
    struct Event {
        var watch: Int32
        var mask: UInt32
        var name: String
    }

    /// The events in `bytes`, as `read` returned them (whole events only, as the kernel writes).
    static func events(in bytes: UnsafeRawBufferPointer) -> [Event] {
        var events: [Event] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= bytes.count {
            let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameStart = offset + header
            guard nameStart + length <= bytes.count else { break }
            let nameBytes = bytes[nameStart..<(nameStart + length)].prefix { $0 != 0 }
            events.append(Event(watch: watch, mask: mask, name: String(decoding: nameBytes, as: UTF8.self)))
            offset = nameStart + length
        }
        return events
    }
}
#endif
