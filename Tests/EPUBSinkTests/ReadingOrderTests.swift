import FolioPluginAPI
import Testing

@testable import EPUBSink

/// A line's runs, which the frames give left to right on the page, come back in reading order:
/// the bidi algorithm's reordering (rule L2) undone.
@Suite struct ReadingOrderTests {
    static func run(_ text: String, rightToLeft: Bool) -> TypesetLine.Run {
        TypesetLine.Run(
            font: TypesetLine.Font(bytes: [], index: 0, name: "none"), size: 10, glyphs: [], text: text,
            isRightToLeft: rightToLeft, link: nil, left: 0, right: 0)
    }

    @Test func rightToLeftRunsInALeftToRightLineAreReadBackwards() {
        // Logical: "see", "ALEF", "BET", "here"; the two right-to-left runs drawn in reverse.
        let visual = [
            Self.run("see ", rightToLeft: false), Self.run("BET", rightToLeft: true),
            Self.run("ALEF ", rightToLeft: true), Self.run(" here", rightToLeft: false),
        ]
        let order = ReadingOrder.runs(visual, direction: .leftToRight)
        #expect(order.map { visual[$0].text } == ["see ", "ALEF ", "BET", " here"])
    }

    @Test func leftToRightRunsInARightToLeftLineKeepTheirOrder() {
        // Logical: R1, L1, L2, R2; drawn as R2, L1, L2, R1 (L2's rule: the left-to-right pair
        // reversed, then the whole line).
        let visual = [
            Self.run("R2", rightToLeft: true), Self.run("L1 ", rightToLeft: false),
            Self.run("L2", rightToLeft: false), Self.run("R1 ", rightToLeft: true),
        ]
        let order = ReadingOrder.runs(visual, direction: .rightToLeft)
        #expect(order.map { visual[$0].text } == ["R1 ", "L1 ", "L2", "R2"])
    }
}
