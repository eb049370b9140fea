import FolioPluginAPI

/// What the block and inline converters share while they walk one file's tree: where nodes
/// are in the file, how images resolve, and what they found along the way.
struct ConversionContext {
    /// Deeper nesting than this (quotes in quotes, emphasis in emphasis) is flattened to text,
    /// so that hostile input cannot exhaust the stack of the walk or of later stages.
    static let maximumDepth = 48

    let positions: BodyPositions
    let images: ImageResolver
    /// Problems found, in the order they were met.
    var diagnostics: [Diagnostic] = []
    /// Content-relative paths of the images the article shows.
    var usedFiles: Set<String> = []
    /// The callout classes of kramdown's attribute lists (`TemplatePass`), by line.
    var callouts: [TemplatePass.Callout] = []
    /// Where the text being converted lies in the body (Markdown read from inside HTML), and
    /// what the HTML reader gathers for the file's warnings.
    var html = HTMLReadingState()
    private var reportedDepth = false

    /// The file's footnotes (`GitHubFootnotes`), read before its blocks.
    var footnotes = GitHubFootnotes()
    /// Whether the body has a pipe anywhere, without which it has no table (`GitHubTable`).
    let mayHoldTables: Bool

    init(positions: BodyPositions, images: ImageResolver) {
        self.positions = positions
        mayHoldTables = positions.bodyContains(anyOf: [UInt8(ascii: "|")])
        self.images = images
    }

    /// Records a warning at `node`.
    mutating func warn(_ message: String, at node: CmarkNode) {
        diagnostics.append(.warning(message, at: location(of: node)))
    }

    /// Where `node` starts in the file, for the text being converted.
    func location(of node: CmarkNode) -> SourceLocation {
        location(line: node.startLine, column: node.startColumn, in: html.origin)
    }

    /// Where `line`, `column` of a text of `origin` is in the file.
    func location(line: Int, column: Int, in origin: SourceOrigin) -> SourceLocation {
        let place = origin.bodyPosition(line: line, column: column)
        return positions.location(line: place.line, column: place.column)
    }

    /// The photo `reference` names (written at `location`), its file recorded as used; nil,
    /// with the resolver's error recorded, when it names no image Folio can show.
    mutating func photo(_ reference: String, alt: String?, caption: String?, at location: SourceLocation) -> Photo? {
        switch images.photo(reference, alt: alt, caption: caption, at: location) {
        case .success(let photo):
            usedFiles.insert(photo.path)
            return photo
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
    }

    /// Records that nesting was flattened at `node`, once per file.
    mutating func reportTooDeep(at node: CmarkNode) {
        guard !reportedDepth else { return }
        reportedDepth = true
        warn(
            "content is nested more than \(Self.maximumDepth) levels deep; the deeper levels are kept as plain text",
            at: node)
    }

    /// The callout role kramdown's attributes give the block `node`: an attribute line just
    /// below it, or just above it after a blank line.
    func calloutRole(of node: CmarkNode) -> String? {
        guard !callouts.isEmpty else { return nil }
        return callouts.first { $0.line == node.endLine + 1 || $0.line == node.startLine - 1 }?.role
    }
}
