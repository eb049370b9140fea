import FolioPluginAPI

/// Markdown written inside an HTML element with a `markdown` attribute, read with libcmark as
/// kramdown reads it: as blocks (`<aside markdown="1">`) or as running text (`<p markdown="1">`).
/// The source is taken out of its HTML, so it is read as a document of its own, with what it
/// needs of the body: the body's link reference definitions, so that `[label]` links resolve,
/// and its place in the body, so that warnings point into the file.
enum MarkdownFragment {
    /// A zero-width space written as a reference, set before source that opens with a tag:
    /// libcmark would read a line that opens with a tag as an HTML block, where kramdown reads
    /// running text. Removed again from what the source becomes.
    private static let paragraphOpener = "&#8203;"
    private static let zeroWidthSpace: Character = "\u{200B}"

    /// The blocks of `source`, which lies at `origin` in the body.
    static func blocks(
        _ source: String, origin: SourceOrigin, depth: Int, context: inout ConversionContext
    ) -> [Block] {
        let blocks = read(source, origin: origin, asRunningText: false, context: &context) { root, context in
            BlockConverter.blocks(ofChildrenOf: root, depth: depth, context: &context)
        }
        return removingOpener(blocks ?? [])
    }

    /// The inline pieces of `source`, read as running text (its paragraphs joined by spaces).
    static func pieces(
        _ source: String, origin: SourceOrigin, depth: Int, context: inout ConversionContext
    ) -> [InlinePiece] {
        read(source, origin: origin, asRunningText: true, context: &context) { root, context in
            var pieces: [InlinePiece] = []
            for block in root.children {
                if !pieces.isEmpty { InlinePiece.appendText(" ", to: &pieces) }
                switch block.kind {
                case .paragraph, .heading:
                    pieces += InlineConverter.pieces(ofChildrenOf: block, depth: depth, context: &context)
                default:
                    InlinePiece.appendText(block.flattenedText, to: &pieces)
                }
            }
            if case .inline(.text(let text)) = pieces.first, text.first == zeroWidthSpace {
                pieces[0] = .inline(.text(String(text.dropFirst())))
            }
            return pieces
        } ?? []
    }

    /// The inline pieces of `source`, one line of running text (a table cell): read as it is
    /// when libcmark reads it as one paragraph, so that its first characters are measured as
    /// written (a strikethrough's tildes); else read again after the opener, which makes a line
    /// that would start another block (`# x`, `- x`, `<div>`) running text. What the first
    /// reading found is dropped when it is read again.
    static func line(
        _ source: String, origin: SourceOrigin, depth: Int, context: inout ConversionContext
    ) -> [InlinePiece] {
        let before = context
        let asIs = read(source, origin: origin, asRunningText: false, opener: false, context: &context) {
            root, context -> [InlinePiece]? in
            guard let paragraph = root.firstChild, paragraph.kind == .paragraph, paragraph.next == nil else {
                return nil
            }
            return InlineConverter.pieces(ofChildrenOf: paragraph, depth: depth, context: &context)
        }
        if let asIs, let pieces = asIs { return pieces }
        context = before
        return pieces(source, origin: origin, depth: depth, context: &context)
    }

    private static func read<Result>(
        _ source: String, origin: SourceOrigin, asRunningText: Bool, opener: Bool? = nil,
        context: inout ConversionContext, _ convert: (CmarkNode, inout ConversionContext) -> Result
    ) -> Result? {
        var (text, textOrigin) = dedented(source, origin: origin)
        let opener = opener ?? (asRunningText || text.first == "<")
        if opener {
            text = paragraphOpener + text
            textOrigin.firstLineColumnShift -= paragraphOpener.utf8.count
        }
        var bytes = Array(text.utf8)
        let definitions = referenceDefinitions(&context)
        if !definitions.isEmpty { bytes += Array("\n\n".utf8) + definitions }
        guard let document = CmarkDocument(parsing: bytes, smartPunctuation: context.html.smartPunctuation) else {
            return nil
        }
        let outerOrigin = context.html.origin
        context.html.origin = textOrigin
        defer { context.html.origin = outerOrigin }
        return document.withRoot { root in convert(root, &context) }
    }

    /// `source` without its leading blank lines and without the indent all its lines share
    /// (HTML is indented as it nests; the Markdown inside is not code for that), and the
    /// origin of what is left.
    static func dedented(_ source: String, origin: SourceOrigin) -> (String, SourceOrigin) {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var origin = origin
        var dropped = 0
        while lines.count > 1, lines[0].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
            lines.removeFirst()
            dropped += 1
        }
        if dropped > 0 { origin = origin.nested(line: dropped + 1, column: 1, indent: 0) }
        let indents = lines.filter { $0.contains { !$0.isWhitespace } }.map { line in
            line.prefix { $0 == " " || $0 == "\t" }.utf8.count
        }
        let indent = indents.min() ?? 0
        guard indent > 0 else { return (lines.joined(separator: "\n"), origin) }
        origin.firstLineColumnShift += indent
        origin.columnShift += indent
        let text = lines.map { line in
            line.prefix(indent).allSatisfy { $0 == " " || $0 == "\t" } ? line.dropFirst(indent) : line
        }.joined(separator: "\n")
        return (text, origin)
    }

    /// The body's link reference definitions (`[label]: destination`) that libcmark reads as
    /// such, each on its line, found once per file.
    private static func referenceDefinitions(_ context: inout ConversionContext) -> [UInt8] {
        if let found = context.html.referenceDefinitions { return found }
        var candidates: [ArraySlice<UInt8>] = []
        var line = 1
        while let bytes = context.positions.bytes(ofLine: line) {
            line += 1
            let text = bytes.drop { $0 == UInt8(ascii: " ") }
            guard bytes.count - text.count <= 3, text.first == UInt8(ascii: "["),
                text.contains(UInt8(ascii: "]")), let close = text.firstIndex(of: UInt8(ascii: "]")),
                text.index(after: close) < text.endIndex, text[text.index(after: close)] == UInt8(ascii: ":")
            else { continue }
            candidates.append(bytes)
        }
        var found: [UInt8] = []
        for candidate in candidates where definesOnly(Array(candidate)) {
            found += candidate + [UInt8(ascii: "\n")]
        }
        context.html.referenceDefinitions = found
        return found
    }

    /// Whether libcmark reads `line` as link reference definitions only (they leave no node).
    private static func definesOnly(_ line: [UInt8]) -> Bool {
        guard let document = CmarkDocument(parsing: line) else { return false }
        return document.withRoot { $0.firstChild == nil }
    }

    /// `blocks` without the zero-width opener at the start of the first paragraph, and without
    /// a paragraph it leaves empty.
    static func removingOpener(_ blocks: [Block]) -> [Block] {
        guard case .paragraph(var runs) = blocks.first, case .text(let text) = runs.first,
            text.first == zeroWidthSpace
        else { return blocks }
        let rest = String(text.dropFirst())
        if rest.isEmpty { runs.removeFirst() } else { runs[0] = .text(rest) }
        runs = runs.trimmed
        return runs.isEmpty ? Array(blocks.dropFirst()) : [.paragraph(runs)] + blocks.dropFirst()
    }
}
