import FolioPluginAPI
import Foundation

@testable import PlistSource

/// A content folder in a fresh temporary directory, removed when the fixture goes away.
final class ContentFixture {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("plist-source-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `bytes` at a content-relative path, creating folders.
    func write(_ relativePath: String, _ bytes: Data) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    /// Writes UTF-8 text at a content-relative path.
    func write(_ relativePath: String, _ text: String) throws {
        try write(relativePath, Data(text.utf8))
    }

    /// The content folder.
    func folder() throws -> ContentFolder {
        try ContentFolder(path: root.path)
    }

    /// Loads one file with the plist source.
    func load(_ relativePath: String) throws -> SourceOutput {
        let folder = try folder()
        return PlistSource().load(folder.file(atRelativePath: relativePath), in: folder)
    }

    /// An image set folder with a Contents.json naming `files` as (filename, scale, idiom).
    func writeImageSet(_ path: String, images: [(filename: String?, scale: String, idiom: String)]) throws {
        let entries = images.map { image in
            let filename = image.filename.map { "\"filename\" : \"\($0)\", " } ?? ""
            return "    { \(filename)\"idiom\" : \"\(image.idiom)\", \"scale\" : \"\(image.scale)\" }"
        }
        try write(
            path + "/Contents.json",
            """
            {
              "images" : [
            \(entries.joined(separator: ",\n"))
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """)
    }
}

extension SourceOutput {
    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
