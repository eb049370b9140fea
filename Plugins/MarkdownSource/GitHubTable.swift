import FolioPluginAPI

/// GitHub's tables (GFM's table extension), read out of the paragraph CommonMark makes of
/// their lines: a header row with pipes, a delimiter row of dashes under it with as many
/// cells (`| --- | :-: |`, colons for alignment), then a body row per line up to the end of
/// the paragraph (a blank line, or a line that starts another block). Lines of the paragraph
/// above the header stay a paragraph.
///
/// Rows are cut into cells at pipes that are not escaped (`\|` is a pipe in the cell, inside
/// code too), as GFM does before reading inlines; each cell is then read as running text of
/// its own (`MarkdownFragment`), at its place in the file, with the body's link references.
/// A body row with fewer cells than the header gets empty ones; cells past the header's
/// number are dropped. A photo in a cell is its alt text: a cell holds running text.
enum GitHubTable {
    /// The blocks `paragraph` becomes when its lines hold a table, nil when they hold none.
    static func blocks(of paragraph: CmarkNode, depth: Int, context: inout ConversionContext) -> [Block]? {
        // Only the body's own paragraphs: Markdown read from inside HTML has positions of its own.
        guard context.html.origin == .body, linesHoldPipe(paragraph, positions: context.positions),
            let text = RawInlineText(of: paragraph, positions: context.positions)
        else { return nil }
        let positions = context.positions
        let lines = text.lineStarts
        guard
            let headerIndex = zip(lines.indices, lines.indices.dropFirst()).first(where: { above, below in
                lines[below].line == lines[above].line + 1
                    && isHeader(lines[above].line, over: lines[below].line, text: text, positions: positions)
            })?.0
        else { return nil }
        var blocks: [Block] = []
        if headerIndex > 0 {
            let before = lines[..<headerIndex].compactMap { start in
                text.sourceLine(start.line, positions: positions).map { String(decoding: $0, as: UTF8.self) }
            }
            let first = lines[0]
            let origin = context.html.origin.nested(line: first.line, column: first.column, indent: 0)
            let pieces = MarkdownFragment.pieces(
                before.joined(separator: "\n"), origin: origin, depth: depth + 1, context: &context)
            blocks += InlinePiece.blocks(pieces) { .paragraph($0) }
        }
        guard let delimiter = text.sourceLine(lines[headerIndex + 1].line, positions: positions) else { return nil }
        let alignments = GitHubSyntaxScan.cells(of: delimiter).map(alignment)
        let header = cells(ofLine: lines[headerIndex].line, text: text, depth: depth, context: &context)
        var rows: [[[Inline]]] = []
        for start in lines[(headerIndex + 2)...] {
            rows.append(cells(ofLine: start.line, text: text, depth: depth, context: &context))
        }
        blocks.append(.table(TableBlock(alignments: alignments, header: header, rows: rows)))
        return blocks
    }

    /// Whether a pipe is on one of the block's lines at least twice over (a header and a
    /// delimiter row): most paragraphs hold none, and their raw text is then never built.
    private static func linesHoldPipe(_ block: CmarkNode, positions: BodyPositions) -> Bool {
        let first = block.startLine, last = block.endLine
        guard first >= 1, first < last else { return false }
        var found = 0
        for line in first...last where positions.bytes(ofLine: line)?.contains(UInt8(ascii: "|")) ?? false {
            found += 1
            if found >= 2 { return true }
        }
        return false
    }

    /// Whether body line `line` is a table's header row and `below` its delimiter row.
    private static func isHeader(_ line: Int, over below: Int, text: RawInlineText, positions: BodyPositions)
        -> Bool
    {
        guard let delimiter = text.sourceLine(below, positions: positions),
            let count = GitHubSyntaxScan.delimiterCells(delimiter),
            let header = text.sourceLine(line, positions: positions)
        else { return false }
        return GitHubSyntaxScan.headerCells(header) == count
    }

    private static func alignment(_ cell: ArraySlice<UInt8>) -> TableBlock.Alignment {
        let content = GitHubSyntaxScan.trimmed(cell)
        switch (content.first == UInt8(ascii: ":"), content.last == UInt8(ascii: ":")) {
        case (true, true): return .center
        case (true, false): return .left
        case (false, true): return .right
        case (false, false): return .none
        }
    }

    /// The cells of the row on body line `line`, each read as running text at its place.
    private static func cells(ofLine line: Int, text: RawInlineText, depth: Int, context: inout ConversionContext)
        -> [[Inline]]
    {
        guard let row = text.sourceLine(line, positions: context.positions),
            let lineStart = context.positions.bytes(ofLine: line)?.startIndex
        else { return [] }
        return GitHubSyntaxScan.cells(of: row).map { cell in
            let content = GitHubSyntaxScan.trimmed(cell)
            let column = content.startIndex - lineStart + 1
            let origin = context.html.origin.nested(line: line, column: column, indent: 0)
            let source = String(decoding: unescapingPipes(content), as: UTF8.self)
            let pieces = MarkdownFragment.line(source, origin: origin, depth: depth + 1, context: &context)
            return InlinePiece.blocks(pieces) { .paragraph($0) }.flatMap { block -> [Inline] in
                switch block {
                case .paragraph(let runs): return runs
                case .photo(let photo): return photo.alt.map { [.text($0)] } ?? []
                default: return []
                }
            }
        }
    }

    /// The cell's bytes with each `\|` made `|`: GFM takes the escape away before the cell's
    /// inlines are read, so that a pipe can stand in code too.
    private static func unescapingPipes(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "|") {
                index += 1
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}
