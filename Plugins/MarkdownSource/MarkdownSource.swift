import FolioPluginAPI

/// Reads Markdown articles (`*.md`, `*.markdown`, `*.mdown`, `*.mkd`, `*.mkdn`): optional front
/// matter in YAML (`---`), TOML (`+++`) or JSON (`{`), with the keys of Folio, Jekyll, Hugo and
/// Zola (`ArticleFrontMatter`), then a CommonMark body parsed with libcmark and turned into
/// Folio's neutral blocks. A page bundle's page (`trip/index.md`, `trip/_index.md`) takes its
/// folder's name.
///
/// Raw HTML never reaches an issue (except `<!-- page -->`, a page break), links with a scheme
/// other than http, https and mailto are reduced to their text (`LinkPolicy`), and every image
/// must be a PNG or JPEG inside the content folder. Each problem is a diagnostic located in
/// the file. With the issue's `smart-punctuation` (on by default) quotes, dashes and ellipses
/// are set typographically.
public struct MarkdownSource: ContentSource {
    /// Creates the Markdown source.
    public init() {}

    /// `markdown`.
    public var name: String { "markdown" }

    /// One line on what the source reads.
    public var summary: String {
        "Markdown articles (*.md, *.markdown, *.mdown, *.mkd, *.mkdn) with YAML, TOML or JSON front matter, read with libcmark"
    }

    /// The extensions of Markdown files, as Jekyll, Hugo and editors know them.
    public static let extensions: Set<String> = ["md", "markdown", "mdown", "mkd", "mkdn"]

    /// Claims files with a Markdown extension (`extensions`), in any letter case.
    public func claims(_ file: ContentFile) -> Bool { Self.extensions.contains(file.pathExtension) }

    /// Reads one Markdown file with the default settings (smart punctuation on), drafts left out.
    public func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput {
        load(file, in: folder, options: SourceOptions())
    }

    /// Reads one Markdown file into one article, or into diagnostics that say what is wrong; a
    /// draft is set aside unless `options` includes drafts.
    public func load(_ file: ContentFile, in folder: ContentFolder, options: SourceOptions) -> SourceOutput {
        // The folder lists symbolic links as they stand; one that leads out must not be read.
        // The loader refuses such files already; a source may also be called on its own.
        guard folder.contains(file) else {
            return SourceOutput(diagnostics: [
                .error(
                    "the file is a symbolic link that leads outside the content folder; it is not read",
                    at: file.location())
            ])
        }
        let text: String
        switch file.text() {
        case .success(let decoded): text = decoded
        case .failure(let diagnostic): return SourceOutput(diagnostics: [diagnostic])
        }
        let parts: FrontMatterBlock
        switch FrontMatterBlock.split(text) {
        case .success(let split): parts = split
        case .failure(let unclosed):
            return SourceOutput(diagnostics: [
                .error(
                    "the \(unclosed.format.rawValue.uppercased()) front matter that opens on line 1 is never closed; "
                        + "end it with a line '\(unclosed.format.closingLine)'",
                    at: file.location(line: 1, column: 1))
            ])
        }

        var (frontMatter, diagnostics) = ArticleFrontMatter.read(parts, of: file)

        let images = ImageResolver(file: file, folder: folder)
        var usedFiles: Set<String> = []
        var cover: Photo?
        if let reference = frontMatter.image {
            switch images.photo(reference.path, alt: nil, caption: nil, at: reference.location) {
            case .success(let photo):
                cover = photo
                usedFiles.insert(photo.path)
            case .failure(var diagnostic):
                // Another tool's image key (Jekyll's `image`, Zola's `[extra] image`) naming no
                // photo here leaves the article without a lead photo; Folio's `cover` must name one.
                if reference.key != "cover" && diagnostic.severity == .error {
                    diagnostic.severity = .warning
                    diagnostic.message += "; the article has no lead photo from '\(reference.key)'"
                }
                diagnostics.append(diagnostic)
            }
        }

        let written = BodyPositions(file: file, body: parts.body, lineOffset: parts.bodyLineOffset)
        let templates = TemplatePass { TemplateVariables(folder: folder, frontMatter: frontMatter) }
            .rewrite(parts.body, positions: written)
        diagnostics += templates.diagnostics
        var context = ConversionContext(
            positions: BodyPositions(
                file: file, body: templates.body, lineOffset: parts.bodyLineOffset, origin: templates.origin),
            images: images)
        context.callouts = templates.callouts
        guard
            let blocks = BlockConverter.blocks(
                ofMarkdown: templates.body, smartPunctuation: options.settings.smartPunctuation, context: &context)
        else {
            return SourceOutput(
                diagnostics: diagnostics + [.error("libcmark could not parse the file", at: file.location())])
        }
        diagnostics += context.diagnostics + images.warnings.diagnostics
        usedFiles.formUnion(context.usedFiles)

        // A page bundle's own photos are its own: used, and its lead photo when it has none.
        let bundlePhotos = BundleResources.photos(of: file, in: folder)
        usedFiles.formUnion(bundlePhotos)
        var bodyPhotos: [Photo] = []
        for block in blocks { block.collectPhotos(into: &bodyPhotos) }
        if cover == nil, frontMatter.image == nil, bodyPhotos.isEmpty, let first = bundlePhotos.first {
            // The photo's path as written beside the bundle's page.
            let besidePage = String(first.dropFirst(file.relativePath.count - file.url.lastPathComponent.count))
            if case .success(let photo) = images.photo(besidePage, alt: nil, caption: nil, at: file.location()) {
                cover = photo
            }
        }

        if frontMatter.draft && !options.includesDrafts {
            return SourceOutput(diagnostics: diagnostics, ignoredBecause: Drafts.reason, usedFiles: usedFiles)
        }
        let (article, openerDiagnostics) = ArticleAssembler.article(
            file: file, frontMatter: frontMatter, cover: cover, blocks: blocks, opener: options.settings.opener)
        return SourceOutput(articles: [article], diagnostics: diagnostics + openerDiagnostics, usedFiles: usedFiles)
    }
}
