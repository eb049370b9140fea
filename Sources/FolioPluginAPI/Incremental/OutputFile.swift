import Foundation

/// One file a publisher makes, by its path inside the publisher's output folder: what an
/// `IncrementalPublisher`'s issue-level files and a `ShelfPublisher`'s shelf files are.
public struct OutputFile: Sendable, Equatable {
    /// The path inside the output folder, with `/` separators (`articles/3f…9c.json`).
    public var path: String
    /// The file's bytes.
    public var data: Data

    /// Creates an output file.
    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }
}
