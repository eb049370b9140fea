import FolioPluginAPI
import Foundation

/// Reads `*.txt` files: the first line is the title, the rest are paragraphs.
public struct PlainTextSource: ContentSource {
    public init() {}
    public var name: String { "text" }
    public var summary: String { "plain-text articles (*.txt)" }

    public func claims(_ file: ContentFile) -> Bool { file.pathExtension == "txt" }

    public func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput {
        guard let data = try? file.contents(), let text = String(data: data, encoding: .utf8) else {
            return SourceOutput(diagnostics: [.error("not readable as UTF-8 text", at: file.location())])
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let title = lines.first, !title.isEmpty else {
            let problem = Diagnostic.error("the first line must be the title", at: file.location(line: 1, column: 1))
            return SourceOutput(diagnostics: [problem])
        }
        lines.removeFirst()
        let paragraphs = lines.split(separator: "").map { Block.paragraph([.text($0.joined(separator: " "))]) }
        let id = Slug.make(file.baseName)
        let article = Article(id: id, title: title, blocks: paragraphs, sourcePath: file.relativePath)
        return SourceOutput(articles: [article])
    }
}
