import FolioText
import Testing

@testable import TerminalSink

/// Titles in the status line, the peeks and the contents are cut where Unicode's line-breaking
/// rules allow (the engine's break opportunities), in cells.
@Suite struct ChromeTextTests {
    @Test(arguments: [
        ("The Speed of Noticing", 16, "The Speed of …"),
        ("各駅停車で京都から奈良へ", 13, "各駅停車で京…"),
        ("เชียงใหม่ในฤดูหนาว", 12, "เชียงใหม่ในฤดู…"), ("เชียงใหม่ในฤดูหนาว", 11, "เชียงใหม่ใน…"),
        ("Supercalifragilistic", 8, "Superca…"),
        ("short", 8, "short"),
    ])
    func titlesAreCutAtABreakOpportunity(title: String, width: Int, cut: String) {
        let shown = ChromeRenderer.truncated(title, to: width)
        #expect(shown == cut)
        #expect(CellWidth.of(shown) <= width)
    }

    @Test func messagesWrapAtBreakOpportunities() {
        #expect(
            ChromeRenderer.wrapped("Make the terminal larger to read", width: 12) == [
                "Make the", "terminal", "larger to", "read",
            ])
        let japanese = ChromeRenderer.wrapped("各駅停車で京都から奈良へ", width: 10)
        #expect(japanese.allSatisfy { CellWidth.of($0) <= 10 })
        #expect(japanese.joined() == "各駅停車で京都から奈良へ")
        #expect(japanese.count == 3)
    }
}
