/// The raw-text tests behind `GitHubSyntax`: where GitHub's Markdown (GFM) would see a table
/// row or a footnote that CommonMark reads as plain text.
/// Pure functions of source bytes, each as GFM's own rules have it where they matter.
enum GitHubSyntaxScan {
    typealias Unit = RawInlineText.Unit

    /// A `[^label]` in the text, where its `[` is.
    struct FootnoteMark {
        enum Kind {
            /// In the text, to a note.
            case reference
            /// Opening a line of a paragraph, followed by `:`: the note itself.
            case definition
            /// A reference cmark read as a link, its note having been read as a link
            /// reference definition (`[^1]: https://example.com`).
            case linkedReference
        }

        let label: String
        let line: Int
        let column: Int
        let kind: Kind

        /// What labels are matched by: GFM matches them without regard to letter case.
        var key: String { label.lowercased() }
    }

    /// Every `[^label]` in the text. A definition is one that opens a line of a paragraph and
    /// is followed by `:`.
    static func footnoteMarks(in units: [Unit], definitionsAllowed: Bool) -> [FootnoteMark] {
        var marks: [FootnoteMark] = []
        var index = 0
        while index < units.count {
            let byte = units[index].byte
            if byte == UInt8(ascii: "\\"), index + 1 < units.count, isPunctuation(units[index + 1].byte) {
                index += 2
                continue
            }
            guard byte == UInt8(ascii: "["), index + 1 < units.count, units[index + 1].byte == UInt8(ascii: "^"),
                let close = labelEnd(in: units, from: index + 2)
            else {
                index += 1
                continue
            }
            let label = String(decoding: units[(index + 2)..<close].map(\.byte), as: UTF8.self)
            let opensLine = index == 0 || units[index - 1].byte == RawInlineText.lineFeed
            let colon = close + 1 < units.count && units[close + 1].byte == UInt8(ascii: ":")
            let kind: FootnoteMark.Kind = definitionsAllowed && opensLine && colon ? .definition : .reference
            marks.append(FootnoteMark(label: label, line: units[index].line, column: units[index].column, kind: kind))
            index = close + 1
        }
        return marks
    }

    /// The footnote reference that cmark read as a shortcut link (its note having become a
    /// link reference definition), when the link's source is `[^label]`, exactly.
    static func footnoteMark(ofLink link: RawInlineText.Link) -> FootnoteMark? {
        let bytes = Array(link.source)
        guard bytes.count > 3, bytes[0] == UInt8(ascii: "["), bytes[1] == UInt8(ascii: "^"),
            bytes[bytes.count - 1] == UInt8(ascii: "]"),
            !bytes[2..<(bytes.count - 1)].contains(where: { !isLabelByte($0) })
        else { return nil }
        let label = String(decoding: bytes[2..<(bytes.count - 1)], as: UTF8.self)
        return FootnoteMark(label: label, line: link.line, column: link.column, kind: .linkedReference)
    }

    /// Whether `row` is a GFM table delimiter row (`| --- | :-: |`): cells of dashes with an
    /// optional colon at either end, separated by pipes; the number of cells, or nil.
    static func delimiterCells(_ row: ArraySlice<UInt8>) -> Int? {
        let cells = cells(of: row)
        guard !cells.isEmpty else { return nil }
        for cell in cells {
            var content = trimmed(cell)
            if content.first == UInt8(ascii: ":") { content = content.dropFirst() }
            if content.last == UInt8(ascii: ":") { content = content.dropLast() }
            guard !content.isEmpty, content.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
        }
        return cells.count
    }

    /// The number of cells of `row` as a GFM table header, nil when it has no unescaped pipe.
    static func headerCells(_ row: ArraySlice<UInt8>) -> Int? {
        guard pipeIndices(in: row).count > 0 else { return nil }
        return cells(of: row).count
    }

    // MARK: Pieces

    private static func labelEnd(in units: [Unit], from start: Int) -> Int? {
        var index = start
        while index < units.count, index - start <= 999 {
            let byte = units[index].byte
            if byte == UInt8(ascii: "]") { return index > start ? index : nil }
            guard isLabelByte(byte) else { return nil }
            index += 1
        }
        return nil
    }

    private static func isLabelByte(_ byte: UInt8) -> Bool {
        !isBlank(byte) && byte != UInt8(ascii: "[") && byte != UInt8(ascii: "]") && byte != RawInlineText.opaque
    }

    /// The cells of a table row: split at unescaped pipes, without the empty pieces a leading
    /// and a trailing pipe leave.
    static func cells(of row: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        let content = trimmed(row)
        var cells: [ArraySlice<UInt8>] = []
        var start = content.startIndex
        for pipe in pipeIndices(in: content) {
            cells.append(content[start..<pipe])
            start = pipe + 1
        }
        cells.append(content[start..<content.endIndex])
        if content.first == UInt8(ascii: "|") { cells.removeFirst() }
        if content.count > 1, content.last == UInt8(ascii: "|"), !cells.isEmpty { cells.removeLast() }
        return cells
    }

    private static func pipeIndices(in row: ArraySlice<UInt8>) -> [Int] {
        var indices: [Int] = []
        var index = row.startIndex
        while index < row.endIndex {
            if row[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if row[index] == UInt8(ascii: "|") { indices.append(index) }
            index += 1
        }
        return indices
    }

    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var result = bytes
        while let first = result.first, isBlank(first) { result = result.dropFirst() }
        while let last = result.last, isBlank(last) { result = result.dropLast() }
        return result
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == RawInlineText.lineFeed || byte == 0x0D
    }

    private static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }
}
