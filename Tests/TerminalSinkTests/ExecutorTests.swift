import Testing

@testable import TerminalSink

@Suite struct ExecutorTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func anUnchangedFrameWritesNothing() {
        var executor = TerminalExecutor(colorMode: .trueColor)
        var screen = Screen(width: 10, height: 3)
        screen.put("hello", x: 0, y: 0, style: .plain)
        #expect(!executor.frame(screen).isEmpty)
        #expect(executor.frame(screen).isEmpty)
    }

    @Test func onlyChangedCellsAreWritten() {
        var executor = TerminalExecutor(colorMode: .trueColor)
        var screen = Screen(width: 40, height: 10)
        screen.put("hello world", x: 0, y: 0, style: .plain)
        _ = executor.frame(screen)
        screen.put("W", x: 6, y: 0, style: CellStyle(bold: true))
        let output = Self.text(executor.frame(screen))
        #expect(output == "\u{1B}[1;7H\u{1B}[0;1mW\u{1B}[0m")
    }

    @Test func struckTextIsCrossedOut() {
        var executor = TerminalExecutor(colorMode: .trueColor)
        var screen = Screen(width: 10, height: 1)
        _ = executor.frame(screen)
        screen.put("no", x: 0, y: 0, style: CellStyle(crossedOut: true))
        #expect(Self.text(executor.frame(screen)) == "\u{1B}[1;1H\u{1B}[0;9mno\u{1B}[0m")
    }

    @Test func aFullRedrawAfterInvalidateNeverClearsWithAnEscape() {
        var executor = TerminalExecutor(colorMode: .trueColor)
        let screen = Screen(width: 5, height: 2)
        _ = executor.frame(screen)
        executor.invalidate()
        let output = Self.text(executor.frame(screen))
        #expect(output.filter { $0 == " " }.count == 10)
        #expect(!output.contains("2J"))
    }

    @Test func coloursFollowTheMode() {
        var screen = Screen(width: 1, height: 1)
        screen.set(Cell("▀", style: CellStyle(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))), x: 0, y: 0)
        var trueColor = TerminalExecutor(colorMode: .trueColor)
        #expect(Self.text(trueColor.frame(screen)).contains("38;2;255;0;0;48;2;0;0;255m"))
        var palette = TerminalExecutor(colorMode: .palette256)
        #expect(Self.text(palette.frame(screen)).contains("38;5;196;48;5;21m"))
        var none = TerminalExecutor(colorMode: .none)
        let plain = Self.text(none.frame(screen))
        #expect(!plain.contains("38;") && !plain.contains("48;"))
    }

    @Test func theEnvironmentPicksTheColourMode() {
        #expect(ColorMode(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
        #expect(ColorMode(environment: ["COLORTERM": "24bit"]) == .trueColor)
        #expect(ColorMode(environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(ColorMode(environment: ["NO_COLOR": "", "TERM": "xterm-256color"]) == .palette256)
    }

    @Test func linksAreOSC8Hyperlinks() {
        var screen = Screen(width: 4, height: 1)
        screen.put("ab", x: 0, y: 0, style: CellStyle(underline: true, link: "https://example.org/a b"))
        var executor = TerminalExecutor(colorMode: .trueColor)
        let output = Self.text(executor.frame(screen))
        #expect(output.contains("\u{1B}]8;;https://example.org/a%20b\u{1B}\\"))
        #expect(output.contains("ab\u{1B}]8;;\u{1B}\\"))
    }

    @Test func wideCharactersTakeTwoCells() {
        var screen = Screen(width: 4, height: 1)
        screen.put("日x", x: 0, y: 0, style: .plain)
        #expect(screen.lines() == ["日x"])
        var executor = TerminalExecutor(colorMode: .none)
        _ = executor.frame(screen)
        screen.put("y", x: 2, y: 0, style: .plain)
        #expect(Self.text(executor.frame(screen)) == "\u{1B}[1;3H\u{1B}[0my")
    }
}
