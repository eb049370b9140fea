import FolioModel
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// An exclusive lock on a build cache (`flock` on `build/lock`), held from the start of a
/// build until the value is released. The system drops it when the process dies, so a killed
/// build never leaves the cache locked. Builds in other processes wait; a second build in the
/// same process (which runs its builds one after another) shares the lock instead of waiting
/// on itself.
package final class BuildLock: Sendable {
    private let path: String

    /// Waits for and takes the lock of the cache folder `folder`, for the step named `step`
    /// (which a failure names).
    package init(folder: URL, step: String) throws(FolioError) {
        path = folder.appendingPathComponent("lock").path
        if HeldLocks.shared.share(path) { return }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            HeldLocks.shared.release(path)
            throw FolioError(step: step, "cannot create '\(folder.path)': \(SystemError.words(error))")
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let message = String(cString: strerror(errno))
            HeldLocks.shared.release(path)
            throw FolioError(step: step, "cannot open '\(path)': \(message)")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let message = String(cString: strerror(errno))
                close(descriptor)
                HeldLocks.shared.release(path)
                throw FolioError(step: step, "cannot lock '\(path)': \(message)")
            }
        }
        HeldLocks.shared.keep(descriptor, for: path)
    }

    deinit {
        HeldLocks.shared.release(path)
    }
}

/// The cache locks this process holds, with how many `BuildLock`s share each.
private final class HeldLocks: @unchecked Sendable {
    static let shared = HeldLocks()

    // Guards `counts`; every access goes through `lock`, which is what makes it Sendable.
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var descriptors: [String: Int32] = [:]

    /// Counts one more holder of `path`; true when this process already held it.
    func share(_ path: String) -> Bool {
        lock.withLock {
            counts[path, default: 0] += 1
            return counts[path] ?? 0 > 1
        }
    }

    /// Keeps the locked `descriptor` of `path` until its last holder releases it.
    func keep(_ descriptor: Int32, for path: String) {
        lock.withLock { descriptors[path] = descriptor }
    }

    /// Counts one holder fewer; the last one closes the descriptor, which drops the lock.
    func release(_ path: String) {
        lock.withLock {
            counts[path, default: 1] -= 1
            guard counts[path] ?? 0 <= 0 else { return }
            counts[path] = nil
            if let descriptor = descriptors.removeValue(forKey: path) { close(descriptor) }
        }
    }
}
