import FolioPluginAPI

/// GitHub's footnotes (GFM's footnote extension), read as numbered notes: a reference `[^label]`
/// in the text becomes the note's number, raised (`InlineStyle.noteReference`), and the notes,
/// `[^label]: text` at the top level of the file, follow the article's text under a rule as its
/// footnotes (`QuoteKind.footnotes`), one paragraph each starting with its number, in the order
/// they are first referred to, as GitHub numbers them. The paginator sets each at the foot of
/// the page of its first reference.
///
/// A note is one paragraph: its definition line and the lines that follow it up to the next
/// definition or the paragraph's end. A note that libcmark read as a link reference definition
/// (a single word or address, `[^1]: https://example.com`) is read from its line, and the link
/// libcmark made of its reference is the reference. Labels match without regard to case; a
/// note no text refers to is left out and a reference to no note stays as written, as on
/// GitHub.
struct GitHubFootnotes {
    /// A note: its label as written and its text.
    private struct Note {
        var label: String
        var content: [Inline]
    }

    /// The notes by key (the label in lower case).
    private var notes: [String: Note] = [:]
    /// The body lines where a paragraph of notes starts: those paragraphs make no block.
    private var definitionParagraphs: Set<Int> = []
    /// The keys of the notes referred to, in the order of their first reference.
    private var numbered: [String] = []

    /// No notes.
    init() {}

    /// The notes of the document under `root`, read at its top level.
    init(root: CmarkNode, context: inout ConversionContext) {
        let positions = context.positions
        guard positions.bodyContains(anyOf: [UInt8(ascii: "^")]) else { return }
        // Which top-level node holds each line: a definition counts in a paragraph, or on a line
        // no node holds (libcmark took it as a link reference definition).
        var paragraphEnds: [Int: Int] = [:]
        var covered: [ClosedRange<Int>] = []
        for node in root.children where node.startLine >= 1 && node.endLine >= node.startLine {
            if node.kind == .paragraph { paragraphEnds[node.startLine] = node.endLine }
            covered.append(node.startLine...node.endLine)
        }
        var line = 1
        var paragraphEnd: Int?
        while let bytes = positions.bytes(ofLine: line) {
            if let end = paragraphEnd, line > end { paragraphEnd = nil }
            if let started = paragraphEnds[line] { paragraphEnd = started }
            // The cheap test first: only a line that opens a note is looked up among the nodes,
            // so the lookup does not run for every line of a long file.
            guard let (label, textStart) = Self.definition(in: bytes),
                paragraphEnd != nil || !covered.contains(where: { $0.contains(line) })
            else {
                line += 1
                continue
            }
            if paragraphEnds[line] != nil { definitionParagraphs.insert(line) }
            // The note runs on to the next definition or the paragraph's end.
            var last = line
            if let end = paragraphEnd {
                while last < end, let next = positions.bytes(ofLine: last + 1), Self.definition(in: next) == nil {
                    last += 1
                }
            }
            var text = String(decoding: bytes[textStart...], as: UTF8.self)
            if last > line {
                for continued in (line + 1)...last {
                    text += "\n" + String(decoding: positions.bytes(ofLine: continued) ?? [], as: UTF8.self)
                }
            }
            let key = label.lowercased()
            if notes[key] == nil {
                let column = textStart - bytes.startIndex + 1
                let origin = context.html.origin.nested(line: line, column: column, indent: 0)
                let pieces = MarkdownFragment.pieces(text, origin: origin, depth: 1, context: &context)
                let content = InlinePiece.blocks(pieces) { .paragraph($0) }.flatMap { block -> [Inline] in
                    switch block {
                    case .paragraph(let runs): return runs
                    case .photo(let photo): return photo.alt.map { [.text($0)] } ?? []
                    default: return []
                    }
                }
                notes[key] = Note(label: label, content: content)
            }
            line = last + 1
        }
    }

    /// Whether the paragraph `node` is one of notes, which makes no block of its own.
    func isDefinition(_ node: CmarkNode) -> Bool {
        !definitionParagraphs.isEmpty && definitionParagraphs.contains(node.startLine)
    }

    /// `blocks` with each reference to a note made its number, and the notes referred to
    /// after them, under a rule.
    mutating func resolved(_ blocks: [Block]) -> [Block] {
        guard !notes.isEmpty else { return blocks }
        var result = blocks.map { self.block($0) }
        guard !numbered.isEmpty else { return result }
        let notes = numbered.enumerated().map { index, key in
            Block.paragraph([.text("\(index + 1). ")] + (self.notes[key]?.content ?? []))
        }
        result.append(.thematicBreak)
        result.append(.quote(notes, role: QuoteKind.footnotesRole))
        return result
    }

    /// The label and where the note's text starts, when `line` opens a note (`[^label]:`
    /// after at most three spaces).
    private static func definition(in line: ArraySlice<UInt8>) -> (String, Int)? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == UInt8(ascii: " "), index - line.startIndex < 3 { index += 1 }
        guard line[index...].starts(with: [UInt8(ascii: "["), UInt8(ascii: "^")]) else { return nil }
        let labelStart = index + 2
        guard let close = line[labelStart...].firstIndex(of: UInt8(ascii: "]")), close > labelStart,
            close + 1 < line.endIndex, line[close + 1] == UInt8(ascii: ":"),
            !line[labelStart..<close].contains(where: {
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "[")
            })
        else { return nil }
        var textStart = close + 2
        while textStart < line.endIndex, line[textStart] == UInt8(ascii: " ") || line[textStart] == UInt8(ascii: "\t") {
            textStart += 1
        }
        return (String(decoding: line[labelStart..<close], as: UTF8.self), textStart)
    }

    // MARK: References

    /// The number of the note `label` names, numbering it now if this is its first reference;
    /// nil when no note has that label.
    private mutating func number(of label: String) -> Int? {
        let key = label.lowercased()
        guard notes[key] != nil else { return nil }
        if let index = numbered.firstIndex(of: key) { return index + 1 }
        numbered.append(key)
        return numbered.count
    }

    private mutating func block(_ block: Block) -> Block {
        switch block {
        case .heading(let level, let content): return .heading(level: level, content: inlines(content))
        case .paragraph(let content): return .paragraph(inlines(content))
        case .list(var list):
            list.items = list.items.map { $0.map { self.block($0) } }
            return .list(list)
        case .quote(let blocks, let role): return .quote(blocks.map { self.block($0) }, role: role)
        case .table(var table):
            table.header = table.header.map { inlines($0) }
            table.rows = table.rows.map { $0.map { inlines($0) } }
            return .table(table)
        case .code, .thematicBreak, .photo, .pageBreak: return block
        }
    }

    private mutating func inlines(_ runs: [Inline]) -> [Inline] {
        var result: [Inline] = []
        for run in runs {
            switch run {
            case .text(let text) where text.contains("[^"):
                result += references(in: text)
            case .link(_, _, let content) where content.count == 1:
                // A reference libcmark read as a link to its note (a link reference definition).
                if case .text(let text) = content[0], text.hasPrefix("^"),
                    let number = number(of: String(text.dropFirst()))
                {
                    result.append(Self.mark(number))
                } else {
                    result.append(recursed(run))
                }
            default:
                result.append(recursed(run))
            }
        }
        return result
    }

    private mutating func recursed(_ run: Inline) -> Inline {
        switch run {
        case .emphasis(let content): return .emphasis(inlines(content))
        case .strong(let content): return .strong(inlines(content))
        case .link(let destination, let title, let content):
            return .link(destination: destination, title: title, content: inlines(content))
        case .styled(let style, let content): return .styled(style, inlines(content))
        case .text, .code, .lineBreak: return run
        }
    }

    /// `text` with each `[^label]` of a note made the note's number.
    private mutating func references(in text: String) -> [Inline] {
        var result: [Inline] = []
        var rest = Substring(text)
        var plain = ""
        while let open = rest.range(of: "[^") {
            guard let close = rest[open.upperBound...].firstIndex(of: "]") else { break }
            let label = rest[open.upperBound..<close]
            if !label.isEmpty, !label.contains(where: \.isWhitespace), let number = number(of: String(label)) {
                plain += rest[..<open.lowerBound]
                if !plain.isEmpty { result.append(.text(plain)) }
                plain = ""
                result.append(Self.mark(number))
            } else {
                plain += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            rest = rest[rest.index(after: close)...]
        }
        plain += rest
        if !plain.isEmpty { result.append(.text(plain)) }
        return result
    }

    /// A reference: the note's number, raised.
    private static func mark(_ number: Int) -> Inline {
        .styled(.noteReference, [.text(String(number))])
    }
}
