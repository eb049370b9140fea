import FolioCore

/// PLACEHOLDER (replaced by the Markdown work of issue 2).
public struct MarkdownSource: ContentSource {
    public init() {}
    public var name: String { "markdown" }
    public var summary: String { "Markdown articles (*.md) with YAML front matter, read with libcmark" }
    public func claims(_ file: ContentFile) -> Bool { file.pathExtension == "md" }
    public func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput { SourceOutput() }
}
