import Foundation

extension OutputFile {
    /// Writes the file under `folder`, making its folders; the bytes appear whole (written
    /// beside the target, then renamed over it).
    package func write(into folder: URL) throws {
        let target = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target, options: .atomic)
    }
}
