import FolioPluginAPI
import Foundation

/// Small file operations on a sink's output folder.
package enum OutputFolder {
    /// Writes `file` under `folder`, making its folders; the bytes appear at once and whole
    /// (written beside the target, flushed, then renamed over it), so no reader, and no build
    /// after a crash, ever sees half a file.
    package static func write(_ file: OutputFile, into folder: URL) throws {
        var staged = StagedWrites(step: "Write output")
        try staged.write(file.data, to: folder.appendingPathComponent(file.path))
        try staged.commit()
    }

    /// Whether `folder` already holds exactly the bytes of `file`.
    package static func holds(_ file: OutputFile, in folder: URL) -> Bool {
        guard let existing = try? Data(contentsOf: folder.appendingPathComponent(file.path)) else { return false }
        return existing == file.data
    }

    /// Writes `file` only when the folder does not already hold exactly these bytes.
    /// Returns whether it wrote.
    @discardableResult
    package static func update(_ file: OutputFile, in folder: URL) throws -> Bool {
        if holds(file, in: folder) { return false }
        try write(file, into: folder)
        return true
    }
}
