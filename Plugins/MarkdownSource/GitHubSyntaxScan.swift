/// The raw-text tests behind `GitHubTable`: where GitHub's Markdown (GFM) sees a table row that
/// CommonMark reads as plain text. Pure functions of source bytes, as GFM's own rules have it.
enum GitHubSyntaxScan {

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
}
