import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive lock on a build cache (`flock` on `build/lock`), held from the start of a
/// build until the value is released. The system drops it when the process dies, so a killed
/// build never leaves the cache locked.
final class BuildLock: Sendable {
    private let descriptor: Int32

    /// Waits for and takes the lock of the cache folder `folder`.
    init(folder: URL) throws(FolioError) {
        let path = folder.appendingPathComponent("lock").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FolioError(step: "Open build cache", "cannot create '\(folder.path)': \(error.localizedDescription)")
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FolioError(step: "Open build cache", "cannot open '\(path)': \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let message = String(cString: strerror(errno))
                close(descriptor)
                throw FolioError(step: "Open build cache", "cannot lock '\(path)': \(message)")
            }
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
