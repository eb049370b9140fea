import FolioModel
import Foundation

/// Writes a folder so that readers see either the old one or the new one, never a mix:
/// the new folder is written beside the target and swapped into place only when complete.
package enum AtomicFolder {
    /// Runs `write` on a fresh staging folder next to `target`; when it returns, the staging
    /// folder's files are flushed to disk and the folder replaces `target` in one step
    /// (`renameat2` exchange; where that is refused, two renames, and `Leftovers` puts the old
    /// folder back if a build stops between them). When `write` throws, the staging folder is
    /// removed and `target` is left exactly as it was.
    package static func replace(_ target: URL, step: String, write: (URL) throws -> Void) throws(FolioError) {
        let manager = FileManager.default
        let parent = target.deletingLastPathComponent()
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw FolioError(
                step: step, "cannot create the output folder '\(parent.path)': \(SystemError.words(error))")
        }
        let staging = TemporaryName.newFolder(for: target)
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            try write(staging)
        } catch {
            try? manager.removeItem(at: staging)
            if let error = error as? FolioError { throw error }
            throw FolioError(step: step, "cannot write the new output in '\(parent.path)': \(SystemError.words(error))")
        }
        FileSystemCalls.flush(fileSystemOf: staging)
        do {
            if manager.fileExists(atPath: target.path) {
                if FileSystemCalls.exchange(staging, target) {
                    try? manager.removeItem(at: staging)
                } else {
                    let retired = TemporaryName.oldFolder(for: target)
                    try manager.moveItem(at: target, to: retired)
                    do {
                        try manager.moveItem(at: staging, to: target)
                    } catch {
                        try? manager.moveItem(at: retired, to: target)
                        throw error
                    }
                    try? manager.removeItem(at: retired)
                }
            } else {
                try manager.moveItem(at: staging, to: target)
            }
            FileSystemCalls.flush(folder: parent)
        } catch {
            try? manager.removeItem(at: staging)
            throw FolioError(
                step: step, "cannot move the new output into '\(target.path)': \(SystemError.words(error))")
        }
    }
}
