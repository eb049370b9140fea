import Foundation

/// Small file operations on a sink's output folder.
public enum OutputFolder {
    /// Writes `file` under `folder`, making its folders; the bytes appear at once (written
    /// beside the target, then renamed over it), so a reader never sees half a file.
    public static func write(_ file: OutputFile, into folder: URL) throws {
        let target = folder.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).folio-new")
        try writeNew(file.data, to: temporary)
        guard rename(temporary.path, target.path) == 0 else {
            let failure = error(target.path)
            unlink(temporary.path)
            throw failure
        }
    }

    /// Writes `data` to a new file at `url` without `fsync` (`Data.write(to:)` syncs every file,
    /// which is most of the cost of writing thousands of small files; output folders are made
    /// whole before they are renamed into place or named by an index).
    public static func writeNew(_ data: Data, to url: URL) throws {
        let path = url.path
        guard let file = fopen(path, "wb") else { throw error(path) }
        let written = data.withUnsafeBytes { bytes in
            bytes.count == 0 ? 0 : fwrite(bytes.baseAddress, 1, bytes.count, file)
        }
        let closed = fclose(file) == 0
        guard written == data.count, closed else { throw error(path) }
    }

    private static func error(_ path: String) -> FolioError {
        FolioError(step: "Write output", "cannot write \(path): \(String(cString: strerror(errno)))")
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
