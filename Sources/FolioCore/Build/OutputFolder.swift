import Foundation

/// Small file operations on a sink's output folder.
public enum OutputFolder {
    /// Writes `file` under `folder`, making its folders; the bytes appear at once (written
    /// beside the target, then renamed over it).
    public static func write(_ file: OutputFile, into folder: URL) throws {
        let target = folder.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.data.write(to: target, options: .atomic)
    }

    /// Writes `file` only when the folder does not already hold exactly these bytes.
    /// Returns whether it wrote.
    @discardableResult
    public static func update(_ file: OutputFile, in folder: URL) throws -> Bool {
        let target = folder.appendingPathComponent(file.path)
        if let existing = try? Data(contentsOf: target), existing == file.data { return false }
        try write(file, into: folder)
        return true
    }
}
