import FolioTestSupport
import Foundation

/// A small file system of its own for full-disk tests: a tmpfs mounted for the test (it needs
/// root, as the test machines and CI run), which a filler file fills to leave a chosen room.
struct SmallDisk {
    let folder: URL

    /// Mounts a tmpfs of `megabytes` on the empty folder `folder`.
    init(at folder: URL, megabytes: Int) throws {
        self.folder = folder
        let status = try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", folder.path])
        guard status == 0 else { throw CannotMount(status: status) }
    }

    /// The mount failed (the test needs root to mount a tmpfs).
    struct CannotMount: Error, CustomStringConvertible {
        var status: Int32
        var description: String {
            "mount -t tmpfs exited with \(status); the full-disk test needs root to mount a tmpfs"
        }
    }

    /// Writes `filler` so that `room` bytes (or less) are left free.
    func fill(_ filler: URL, leaving room: Int) throws {
        var info = statvfs()
        guard statvfs(folder.path, &info) == 0 else { return }
        var remaining = Int(info.f_bavail) * Int(info.f_frsize) - room
        _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
        let handle = try FileHandle(forWritingTo: filler)
        defer { try? handle.close() }
        let chunk = Data(repeating: 0x2E, count: 1 << 20)
        while remaining > 0 {
            let piece = chunk.prefix(remaining)
            do { try handle.write(contentsOf: piece) } catch { break }
            remaining -= piece.count
        }
    }

    /// Unmounts the file system.
    func unmount() {
        _ = try? Self.run("/bin/umount", [folder.path])
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Runs several `folio` processes at once and returns their exit statuses.
enum ConcurrentRuns {
    static func run(count: Int, arguments: [String]) -> [Int32] {
        let processes = (0..<count).compactMap { _ -> Process? in
            let process = Process()
            guard let executable = try? FolioBinary.executable() else { return nil }
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return (try? process.run()) == nil ? nil : process
        }
        for process in processes { process.waitUntilExit() }
        return processes.map(\.terminationStatus) + Array(repeating: -1, count: count - processes.count)
    }
}
