/// What changed in a watched folder during one burst of activity.
package struct ChangeBatch: Sendable, Equatable {
    /// The changed paths, relative to the watched folder, sorted; editor litter left out.
    package var paths: [String]
    /// Whether folders appeared, moved or vanished (or the kernel's queue overflowed), so the
    /// watcher looked at the whole tree again: anything may have changed.
    package var rescanned: Bool

    /// A batch of `paths`.
    package init(paths: [String], rescanned: Bool = false) {
        self.paths = paths
        self.rescanned = rescanned
    }

    /// This batch and `other` as one.
    package func merged(with other: ChangeBatch) -> ChangeBatch {
        ChangeBatch(paths: Array(Set(paths).union(other.paths)).sorted(), rescanned: rescanned || other.rescanned)
    }

    /// A short account for a log line: `chapter-1.md`, `3 files (a.md, b.md, c.md)`, `folders`.
    package var summary: String {
        if paths.isEmpty { return rescanned ? "folders changed" : "nothing" }
        let shown = paths.prefix(3).joined(separator: ", ")
        let more = paths.count > 3 ? ", …" : ""
        let files = paths.count == 1 ? shown : "\(paths.count) files (\(shown)\(more))"
        return rescanned ? files + " and folders" : files
    }
}
