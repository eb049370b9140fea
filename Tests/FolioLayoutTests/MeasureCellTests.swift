import Testing

@testable import FolioLayout

/// Terminal display widths.
@Suite struct MeasureCellTests {
    @Test(arguments: [
        ("hello", 5), ("日本", 4), ("한국어", 6), ("ｆｕｌｌ", 8), ("👍", 2), ("👍🏽", 2), ("❤️", 2), ("❤", 1),
        ("🇯🇵", 2), ("👨‍👩‍👧", 2), ("e\u{301}", 1), ("cafe\u{301}", 4), ("x\u{200B}y", 2), ("\u{7}", 0),
        ("\u{1100}\u{1161}", 2), ("a\u{FE0E}", 1), ("—", 1), ("\u{00AD}", 1),
    ])
    func displayWidth(text: String, cells: Int) {
        #expect(CellWidth.of(text) == cells)
    }

    @Test func tablesAreSortedAndDisjoint() {
        for table in [CellWidthTable.wide, CellWidthTable.zero] {
            for (range, next) in zip(table, table.dropFirst()) { #expect(range.upperBound < next.lowerBound) }
        }
    }

    @Test func measureCountsCellsAndRows() {
        let measure = CellMeasure(columns: 80, rows: 24)
        #expect(measure.box == PageBox(width: 80, height: 24))
        #expect(measure.width(of: "日本 ok", face: .bold, role: .heading(1)) == 7)
        #expect(measure.advance(of: "\t", face: .monospace, role: .code) == 4)
        #expect(measure.lineHeight(for: .heading(2)) == 1)
        #expect(measure.imageHeight(width: 80, aspectRatio: 2) == 20)
        #expect(measure.listIndent(largestNumber: nil) == 2)
        #expect(measure.listIndent(largestNumber: 120) == 5)
    }
}
