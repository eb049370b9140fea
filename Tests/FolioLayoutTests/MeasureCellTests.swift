import Testing

@testable import FolioLayout

/// The terminal measure (cell widths themselves: FolioTextTests.CellWidthTests).
@Suite struct MeasureCellTests {
    @Test func measureCountsCellsAndRows() {
        let measure = CellMeasure(columns: 80, rows: 24)
        #expect(measure.box == PageBox(width: 80, height: 24))
        #expect(measure.width(of: "日本 ok", in: .cells, role: .heading(1), language: "ja") == 7)
        #expect(measure.width(of: "\t", in: .cells, role: .code, language: "en") == 4)
        #expect(measure.scale(for: .title) == 1)
        #expect(measure.lineHeight(for: .heading(2)) == 1)
        #expect(measure.imageHeight(width: 80, aspectRatio: 2) == 20)
        #expect(measure.listIndent(largestNumber: nil) == 2)
        #expect(measure.listIndent(largestNumber: 120) == 5)
    }
}
