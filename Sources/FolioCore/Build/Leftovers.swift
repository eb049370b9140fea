import Foundation

/// Finds what an interrupted build (a kill, a crash, a power cut) left behind and removes it:
/// temporary files (`TemporaryName`) in an output or cache folder and staging folders beside
/// an output folder. An output folder that was set aside between the two renames of a
/// replacement, and so is missing, is put back first.
enum Leftovers {
    /// Sweeps the output folder `folder` and its parent; a warning saying what it did, or nil
    /// when nothing was left over.
    static func sweep(output folder: URL) -> Diagnostic? {
        let manager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        let name = folder.lastPathComponent
        var restored = false
        var removed = 0
        let siblings = ((try? manager.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
        if !manager.fileExists(atPath: folder.path),
           let setAside = siblings.first(where: { TemporaryName.isSetAside($0, of: name) }),
           (try? manager.moveItem(at: parent.appendingPathComponent(setAside), to: folder)) != nil {
            restored = true
        }
        for sibling in siblings where TemporaryName.isStaging(sibling, of: name) {
            let url = parent.appendingPathComponent(sibling)
            guard manager.fileExists(atPath: url.path) else { continue }
            removed += count(below: url)
            try? manager.removeItem(at: url)
        }
        removed += sweepFiles(below: folder)
        var parts: [String] = []
        if restored { parts.append("put back the previous output, which an interrupted build had set aside") }
        if removed > 0 { parts.append("removed \(removed) leftover file\(removed == 1 ? "" : "s") of an interrupted build") }
        guard !parts.isEmpty else { return nil }
        return .warning("'\(folder.path)': \(parts.joined(separator: "; "))")
    }

    /// Removes the temporary files anywhere below `folder`; returns how many.
    @discardableResult
    static func sweepFiles(below folder: URL) -> Int {
        var removed = 0
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if TemporaryName.isTemporaryFile(name) {
                if (try? FileManager.default.removeItem(at: url)) != nil { removed += 1 }
            } else if isFolder.boolValue {
                removed += sweepFiles(below: url)
            }
        }
        return removed
    }

    private static func count(below folder: URL) -> Int {
        var total = 0
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let _ = enumerator?.nextObject() { total += 1 }
        return max(total, 1)
    }
}
