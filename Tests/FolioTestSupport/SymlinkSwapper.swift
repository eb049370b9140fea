import Foundation

/// Swaps a path between a regular file and a symbolic link to a file outside the content
/// folder, as fast as it can, on a thread of its own, until stopped: the race between a
/// check and a read that confinement must survive. Each swap is one `rename`, so the path
/// always exists.
public final class SymlinkSwapper: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var done = false
    /// How many swaps were made.
    public private(set) var swaps = 0

    /// Starts swapping `path` between a copy of `inside` (bytes) and a link to `outside`.
    public init(path: URL, inside: Data, outside: URL) {
        let folder = path.deletingLastPathComponent()
        let staged = folder.appendingPathComponent(".swap-\(UUID().uuidString)")
        Thread.detachNewThread { [self] in
            var toLink = true
            while !lock.withLock({ stopped }) {
                unlink(staged.path)
                if toLink {
                    _ = symlink(outside.path, staged.path)
                } else {
                    _ = FileManager.default.createFile(atPath: staged.path, contents: inside)
                }
                if rename(staged.path, path.path) == 0 { lock.withLock { swaps += 1 } }
                toLink.toggle()
            }
            unlink(staged.path)
            lock.withLock { done = true }
        }
    }

    /// Waits until at least `count` swaps were made, or `seconds` have passed; on a loaded
    /// machine the thread may start late. Returns whether the count was reached.
    @discardableResult
    public func waitForSwaps(_ count: Int, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while lock.withLock({ swaps }) < count {
            if Date() > deadline { return false }
            usleep(1_000)
        }
        return true
    }

    /// The number of swaps so far, read under the lock.
    public var swapCount: Int { lock.withLock { swaps } }

    /// Stops swapping and waits for the thread to end.
    public func stop() {
        lock.withLock { stopped = true }
        while !lock.withLock({ done }) { usleep(1_000) }
    }
}
