import Foundation

/// Writes a folder so that readers see either the old one or the new one, never a mix:
/// the new folder is written beside the target and renamed into place only when complete.
public enum AtomicFolder {
    /// Runs `write` on a fresh staging folder next to `target`; when it returns, the staging
    /// folder replaces `target`. When it throws, the staging folder is removed and `target`
    /// is left exactly as it was.
    public static func replace(_ target: URL, step: String, write: (URL) throws -> Void) throws(FolioError) {
        let manager = FileManager.default
        let parent = target.deletingLastPathComponent()
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw FolioError(step: step, "cannot create the output folder '\(parent.path)': \(SystemError.words(error))")
        }
        let token = UUID().uuidString.prefix(8)
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).folio-new-\(token)")
        let retired = parent.appendingPathComponent(".\(target.lastPathComponent).folio-old-\(token)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            try write(staging)
        } catch {
            try? manager.removeItem(at: staging)
            if let error = error as? FolioError { throw error }
            throw FolioError(step: step, "cannot write the new output in '\(parent.path)': \(SystemError.words(error))")
        }
        do {
            if manager.fileExists(atPath: target.path) {
                try manager.moveItem(at: target, to: retired)
            }
            try manager.moveItem(at: staging, to: target)
            try? manager.removeItem(at: retired)
        } catch {
            if manager.fileExists(atPath: retired.path) && !manager.fileExists(atPath: target.path) {
                try? manager.moveItem(at: retired, to: target)
            }
            try? manager.removeItem(at: staging)
            throw FolioError(step: step, "cannot move the new output into '\(target.path)': \(SystemError.words(error))")
        }
    }
}
