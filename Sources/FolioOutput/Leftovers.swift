import FolioModel
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Finds what an interrupted build (a kill, a crash, a power cut) left behind and removes it:
/// temporary files (`TemporaryName`) in an output or cache folder and staging folders beside
/// an output folder. An output folder that was set aside between the two renames of a
/// replacement, and so is missing, is put back first.
package enum Leftovers {
    /// Sweeps the output folder `folder` and its parent; a warning saying what it did, or nil
    /// when nothing was left over.
    package static func sweep(output folder: URL) -> Diagnostic? {
        let manager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        let name = folder.lastPathComponent
        var restored = false
        var removed = 0
        let siblings = ((try? manager.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
        if !manager.fileExists(atPath: folder.path),
            let setAside = siblings.first(where: { TemporaryName.isSetAside($0, of: name) }),
            (try? manager.moveItem(at: parent.appendingPathComponent(setAside), to: folder)) != nil
        {
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
        if removed > 0 {
            parts.append("removed \(removed) leftover file\(removed == 1 ? "" : "s") of an interrupted build")
        }
        guard !parts.isEmpty else { return nil }
        return .warning("'\(folder.path)': \(parts.joined(separator: "; "))")
    }

    /// Removes the temporary files anywhere below `folder`; returns how many. Walks with
    /// `readdir`, taking entry types from the folder itself: a warm build of 10,000 articles
    /// sweeps its output every time.
    @discardableResult
    package static func sweepFiles(below folder: URL) -> Int {
        sweepFiles(below: folder.path)
    }

    private static func sweepFiles(below path: String) -> Int {
        guard let directory = opendir(path) else { return 0 }
        defer { closedir(directory) }
        var removed = 0
        var folders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let child = path + "/" + name
            if TemporaryName.isTemporaryFile(name) {
                if (try? FileManager.default.removeItem(atPath: child)) != nil { removed += 1 }
                continue
            }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var info = stat()
                guard lstat(child, &info) == 0 else { continue }
                type = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
            }
            if type == Int32(DT_DIR) { folders.append(child) }
        }
        for child in folders { removed += sweepFiles(below: child) }
        return removed
    }

    private static func count(below folder: URL) -> Int {
        var total = 0
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while enumerator?.nextObject() != nil { total += 1 }
        return max(total, 1)
    }
}
