/// Where a text cut out of the Markdown body lies in it (an HTML block's literal, Markdown
/// read from inside an HTML element), so that what is found in the text is reported at its
/// place in the file: the text's line `line` is body line `line + lineShift`; its columns
/// are shifted by `firstLineColumnShift` on its first line (the text may start mid-line) and
/// by `columnShift` on the others (the indent of a container around it).
struct SourceOrigin: Equatable {
    var lineShift = 0
    var firstLineColumnShift = 0
    var columnShift = 0

    /// The body's own positions.
    static let body = SourceOrigin()

    /// The body line and byte column of `line`, `column` of the text.
    func bodyPosition(line: Int, column: Int) -> (line: Int, column: Int) {
        guard line >= 1 else { return (line, column) }
        return (line + lineShift, column + (line == 1 ? firstLineColumnShift : columnShift))
    }

    /// The origin of a text that starts at `line`, `column` of this one, its other lines
    /// indented by `indent` bytes in this one.
    func nested(line: Int, column: Int, indent: Int) -> SourceOrigin {
        SourceOrigin(
            lineShift: lineShift + line - 1,
            firstLineColumnShift: (line == 1 ? firstLineColumnShift : columnShift) + column - 1,
            columnShift: columnShift + indent)
    }

    /// The origin of the literal of `node` (an HTML block), read in a text of this origin.
    func literal(of node: CmarkNode) -> SourceOrigin {
        nested(line: node.startLine, column: node.startColumn, indent: max(node.startColumn - 1, 0))
    }
}

/// The line and column of each byte offset of a text, for placing its tokens.
struct LineIndex {
    private let starts: [Int]

    init(_ text: String) {
        var starts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The 1-based line and byte column of byte `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
