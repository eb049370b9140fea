#if canImport(Glibc)
import Foundation
import Glibc

/// The watch descriptors of a folder tree: which folder each watches, relative to the root.
struct WatchTree {
    /// The root folder's absolute path.
    let root: String
    /// Absolute paths that are not watched, nor anything under them.
    let excluded: [String]
    private var folders: [Int32: String] = [:]

    init(root: String, excluded: [String]) {
        self.root = root
        self.excluded = excluded
    }

    /// The folder (relative to the root, "" for the root) that `watch` watches.
    func path(of watch: Int32) -> String? {
        folders[watch]
    }

    /// Whether `relative` is excluded (or lies under an excluded path).
    func isExcluded(_ relative: String) -> Bool {
        let absolute = root + "/" + relative
        return excluded.contains { absolute == $0 || absolute.hasPrefix($0 + "/") }
    }

    /// Forgets a watch the kernel removed.
    mutating func forget(_ watch: Int32) {
        folders[watch] = nil
    }

    /// Watches the root and every folder under it (symbolic links are not followed). Returns
    /// a description of the problem when the root itself cannot be watched; folders below it
    /// that vanish meanwhile are skipped.
    mutating func watchAll(_ inotify: Int32) -> String? {
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            let watch = inotify_add_watch(inotify, absolute, Inotify.folderMask)
            if watch < 0 {
                if relative.isEmpty {
                    let reason =
                        errno == ENOSPC
                        ? "the system's limit of inotify watches is reached (fs.inotify.max_user_watches)"
                        : String(cString: strerror(errno))
                    return "cannot watch '\(root)': \(reason)"
                }
                continue
            }
            folders[watch] = relative
            let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                guard !isExcluded(child) else { continue }
                var info = stat()
                if lstat(root + "/" + child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { pending.append(child) }
            }
        }
        return nil
    }

    /// Removes every watch.
    mutating func unwatchAll(_ inotify: Int32) {
        for watch in folders.keys { inotify_rm_watch(inotify, watch) }
        folders = [:]
    }
}
#endif
