import FolioFormats
import FolioPluginAPI
import Foundation

/// One file a sink makes, by its path inside the sink's output folder.
package struct OutputFile: Sendable, Equatable {
    /// The path inside the output folder, with `/` separators (`articles/3f…9c.json`).
    package var path: String
    /// The file's bytes.
    package var data: Data

    /// Creates an output file.
    package init(path: String, data: Data) {
        self.path = path
        self.data = data
    }
}
