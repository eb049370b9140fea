import Foundation

/// Every file and folder under a root, each with its `FileStamp`: what `PollingWatcher`
/// compares from one look to the next. Symbolic links are recorded, not followed; excluded
/// paths and everything under them are left out.
struct FolderSnapshot: Sendable {
    /// Files (anything that is not a folder), by path relative to the root.
    private(set) var files: [String: FileStamp] = [:]
    /// Folders below the root, by path relative to it.
    private(set) var folders: Set<String> = []
    /// Whether the root was there, a folder that could be read.
    private(set) var rootExists = false

    /// What changed from one snapshot to the next, as inotify would have reported it.
    struct Difference: Equatable {
        /// Files written, created, deleted or replaced, in folders that are in both snapshots
        /// (a file inside a folder that appeared or vanished is covered by `foldersChanged`,
        /// as with inotify, which reports the folder and watches it anew).
        var paths: [String]
        /// Whether folders appeared, moved or vanished (or the root itself did).
        var foldersChanged: Bool
    }

    /// An empty snapshot: a root that does not exist.
    init() {}

    /// Looks at everything under `root`, leaving out the absolute paths `excluded`; nil when
    /// `root` is not a folder that can be read.
    init?(root: String, excluding excluded: [String]) {
        guard let stamp = FileStamp(path: root), stamp.isFolder,
            (try? FileManager.default.contentsOfDirectory(atPath: root)) != nil
        else { return nil }
        rootExists = true
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            // A folder that vanished or cannot be read meanwhile is taken as empty.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                let childAbsolute = root + "/" + child
                guard !excluded.contains(where: { childAbsolute == $0 || childAbsolute.hasPrefix($0 + "/") }),
                    let stamp = FileStamp(path: childAbsolute)
                else { continue }
                if stamp.isFolder {
                    folders.insert(child)
                    pending.append(child)
                } else {
                    files[child] = stamp
                }
            }
        }
    }

    /// What changed from this snapshot to `newer`.
    func difference(to newer: FolderSnapshot) -> Difference {
        let foldersChanged = folders != newer.folders || rootExists != newer.rootExists
        var paths: [String] = []
        for (path, stamp) in newer.files where files[path] != stamp && folders(holding: path, inBoth: newer) {
            paths.append(path)
        }
        for path in files.keys where newer.files[path] == nil && folders(holding: path, inBoth: newer) {
            paths.append(path)
        }
        return Difference(paths: paths.sorted(), foldersChanged: foldersChanged)
    }

    /// Whether the folder holding `path` is in this snapshot and in `other`.
    private func folders(holding path: String, inBoth other: FolderSnapshot) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return true }
        let parent = String(path[..<slash])
        return folders.contains(parent) && other.folders.contains(parent)
    }
}
