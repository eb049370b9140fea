import FolioCore

/// Reads Markdown articles (`*.md`): optional YAML front matter, then a CommonMark body parsed
/// with libcmark and turned into Folio's neutral blocks.
///
/// Raw HTML never reaches an issue (except `<!-- page -->`, a page break), links with scheme
/// `javascript:`, `vbscript:` or `data:` are removed, and every image must be a PNG or JPEG
/// inside the content folder. Each problem is a diagnostic located in the file.
public struct MarkdownSource: ContentSource {
    /// Creates the Markdown source.
    public init() {}

    /// `markdown`.
    public var name: String { "markdown" }

    /// One line on what the source reads.
    public var summary: String { "Markdown articles (*.md) with YAML front matter, read with libcmark" }

    /// Claims files with the `md` extension, in any letter case.
    public func claims(_ file: ContentFile) -> Bool { file.pathExtension == "md" }

    /// Reads one Markdown file into one article, or into diagnostics that say what is wrong.
    public func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput {
        let text: String
        switch ContentText.read(file) {
        case .success(let decoded): text = decoded
        case .failure(let diagnostic): return SourceOutput(diagnostics: [diagnostic])
        }
        let parts: FrontMatterBlock
        switch FrontMatterBlock.split(text) {
        case .success(let split): parts = split
        case .failure:
            return SourceOutput(diagnostics: [.error(
                "the front matter that opens on line 1 is never closed; end it with a line '---'",
                at: file.location(line: 1, column: 1))])
        }

        var diagnostics: [Diagnostic] = []
        var frontMatter = FrontMatter()
        if let yaml = parts.yaml {
            let (read, found) = FrontMatter.read(yaml, file: file, lineOffset: 1)
            frontMatter = read
            diagnostics += found
        }

        let images = ImageResolver(file: file, folder: folder)
        var context = ConversionContext(
            positions: BodyPositions(file: file, body: parts.body, lineOffset: parts.bodyLineOffset),
            images: images)
        guard let document = CmarkDocument(parsing: parts.body) else {
            return SourceOutput(diagnostics: diagnostics + [.error("libcmark could not parse the file", at: file.location())])
        }
        var blocks = document.withRoot { root in
            BlockConverter.blocks(of: root, depth: 0, context: &context)
        }
        diagnostics += context.diagnostics
        var usedFiles = context.usedFiles

        var cover: Photo?
        if let reference = frontMatter.cover {
            switch images.photo(reference.path, alt: nil, caption: nil, at: reference.location) {
            case .success(let photo):
                cover = photo
                usedFiles.insert(photo.path)
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }

        let title: String
        if let given = frontMatter.title {
            title = given
        } else if let found = ArticleFallbacks.title(from: blocks) {
            title = found.title
            blocks = found.blocks
        } else {
            title = ArticleFallbacks.title(fromBaseName: file.baseName)
        }
        var photos: [Photo] = []
        for block in blocks { block.collectPhotos(into: &photos) }

        let article = Article(
            id: Slug.make(file.baseName),
            title: title,
            author: frontMatter.author,
            date: frontMatter.date,
            summary: frontMatter.summary ?? ArticleFallbacks.summary(from: blocks),
            kind: .text,
            blocks: blocks,
            cover: cover ?? photos.first,
            order: frontMatter.order,
            sourcePath: file.relativePath)
        return SourceOutput(articles: [article], diagnostics: diagnostics, usedFiles: usedFiles)
    }
}
