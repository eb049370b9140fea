import FolioPluginAPI
import FolioTestSupport
import Foundation

@testable import MarkdownSource

/// A scratch area in the temporary directory holding a content folder (`content/`) and a
/// folder beside it (`outside/`) for files that content must not reach. Removed on deinit.
final class TemporaryContent {
    private let scratch: TemporaryFolder
    let base: URL
    let root: URL
    let outside: URL

    init() throws {
        scratch = try TemporaryFolder()
        base = scratch.url
        root = base.appendingPathComponent("content", isDirectory: true)
        outside = base.appendingPathComponent("outside", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    }

    /// Writes `text` as UTF-8 to `path` inside the content folder.
    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        try write(path, data: Data(text.utf8))
    }

    /// Writes raw bytes to `path` inside the content folder.
    @discardableResult
    func write(_ path: String, data: Data) throws -> URL {
        try scratch.write("content/" + path, data: data)
    }

    /// Writes a valid PNG of the given size to `path` inside the content folder.
    func writePNG(_ path: String, width: Int, height: Int) throws {
        try write(path, data: TinyPNG.make(width: width, height: height))
    }

    /// Creates a symbolic link at `path` inside the content folder pointing to `destination`.
    func link(_ path: String, to destination: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    }

    /// The content folder, opened as the pipeline opens it.
    func folder() throws -> ContentFolder {
        try ContentFolder(path: root.path)
    }

    /// The content file at `path`.
    func file(_ path: String) throws -> ContentFile {
        try folder().file(atRelativePath: path)
    }

    /// Loads `path` with the Markdown source.
    func load(_ path: String) throws -> SourceOutput {
        let folder = try folder()
        return MarkdownSource().load(folder.file(atRelativePath: path), in: folder)
    }

    /// Writes `text` to `path` and loads it.
    func load(_ path: String, _ text: String) throws -> SourceOutput {
        try write(path, text)
        return try load(path)
    }
}

extension SourceOutput {
    /// The only article, or `nil` when there is not exactly one, its links as the author wrote
    /// them (a link the build resolves is an `ArticleLink.reference`: `WrittenLinks`).
    var article: Article? {
        articles.count == 1 ? WrittenLinks.of(articles[0]) : nil
    }

    /// The diagnostics of one severity.
    func diagnostics(_ severity: Diagnostic.Severity) -> [Diagnostic] {
        diagnostics.filter { $0.severity == severity }
    }
}
