import Foundation

/// A scratch folder for one test, removed when the value is deinitialised.
public final class TemporaryFolder {
    /// The folder.
    public let url: URL

    /// Creates an empty folder in the temporary directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The folder's path.
    public var path: String { url.path }

    /// Writes `text` (or `data`) at `relative`, creating folders.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> URL {
        try write(relative, data: Data(text.utf8))
    }

    /// Writes `data` at `relative`, creating folders.
    @discardableResult
    public func write(_ relative: String, data: Data) throws -> URL {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }
}
