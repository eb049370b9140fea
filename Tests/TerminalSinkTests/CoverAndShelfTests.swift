import FolioTestSupport
import Foundation
import Testing

/// The cover and the shelf in the preview: real keys in a tmux pane (the release `folio`),
/// checked against `folio preview --dump` with the same keys.
@Suite(.serialized, .enabled(if: Tmux.suitesRun, "needs tmux"))
struct CoverAndShelfTests {
    static let statusLine = InteractivePreviewTests.statusLine
    static let quoted = InteractivePreviewTests.quoted

    /// `folio preview FOLDER --dump --keys KEYS` at 80×24: the screen's lines, then the state.
    static func dumped(_ folder: String, keys: String) throws -> [String] {
        let run = try Folio.run(["preview", folder, "--dump", "--keys", keys, "--columns", "80", "--rows", "24"])
        #expect(run.status == 0, "\(run.errors)")
        return run.lines
    }

    /// The rows of a screen that hold words (not a photo's cells), trailing spaces removed.
    static func wordRows(_ lines: [String]) -> [String] {
        lines.map { $0.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
            .filter { $0.contains { $0.isLetter } }
    }

    @Test func theSampleOpensOnItsCoverAndALineOpensItsArticle() throws {
        let tmux = try Tmux(
            command: try InteractivePreviewTests.command("LANG=C.UTF-8 FOLIO preview Content"), columns: 80, rows: 24)
        defer { tmux.kill() }
        var screen = try tmux.wait { Self.statusLine($0).contains("Cover · Slow Ground") }
        let cover = try Self.dumped("Content", keys: "")
        #expect(cover.last?.hasPrefix(#"{"at":[0,0],"#) == true)
        for line in ["  1 The Speed of Noticing", "  2 Hollin Water", "  3 Twenty Things to Notice on a Short Walk"] {
            #expect(cover.contains(line), "the dump's cover lists \(line)")
        }
        #expect(
            Self.wordRows(screen.components(separatedBy: "\n")) == Self.wordRows(Array(cover.dropLast())),
            "the pane shows the words --dump computed:\n\(screen)")

        // A number opens its line's article at its first page.
        try tmux.send("2")
        screen = try tmux.wait { Self.statusLine($0).contains("2/11 · page 1/") }
        #expect(Self.statusLine(screen).contains("Hollin Water"), "\(screen)")

        // Back to the cover, Tab Tab ↓ ↑ select lines 1, 2, 3, 2; Enter opens the second.
        try tmux.send("Left", "Left")
        try tmux.wait { Self.statusLine($0).contains("Cover ·") }
        try tmux.send("Tab", "Tab", "Down")
        screen = try tmux.wait { $0.contains("▶ Twenty Things") }
        #expect(screen.contains("  2 Hollin Water") && screen.contains("▶ Twenty Things"), "\(screen)")
        try tmux.send("Up")
        screen = try tmux.wait { $0.contains("▶ Hollin Water") }
        let selected = try Self.dumped("Content", keys: "tab tab")
        #expect(
            Self.wordRows(screen.components(separatedBy: "\n")) == Self.wordRows(Array(selected.dropLast())),
            "\(screen)")
        try tmux.send("Enter")
        screen = try tmux.wait { Self.statusLine($0).contains("2/11 · page 1/") }
        #expect(Self.statusLine(screen).contains("Hollin Water"))
        #expect(try Self.dumped("Content", keys: "tab tab enter").last == Self.dumped("Content", keys: "2").last)

        try tmux.send("q")
        screen = try tmux.wait { $0.contains("EXITED") }
        #expect(screen.contains("EXITED 0"))
    }

    /// The cover's keys are the rules engine's (Navigator.pressOnCover): Shift-Tab with none
    /// highlighted highlights the last line, Escape clears the highlight, ↓ with none highlighted
    /// is the column's pull (the first article's title shows, no line highlighted), Tab then ↓
    /// move it and on the last line ↓ pulls, `1` opens the first line; the pane
    /// shows what `--dump` computes with the same keys, its state the highlight and the peek.
    @Test func theCoversKeysAreTheRulesEngines() throws {
        let tmux = try Tmux(
            command: try InteractivePreviewTests.command("LANG=C.UTF-8 FOLIO preview Content"), columns: 80, rows: 24)
        defer { tmux.kill() }
        try tmux.wait { Self.statusLine($0).contains("Cover · Slow Ground") }
        var pressed: [String] = []
        for (keys, words, state) in [
            (["BTab"], "backtab", [#""highlight":3,"#]),
            (["Escape"], "escape", [#""highlight":null,"#]),
            (["Down"], "down", [#""highlight":null,"#, #""moves":["right"],"overlay":false,"peek":"next""#]),
            (["Tab", "Down"], "tab down", [#""highlight":2,"#]),
            (
                ["Down", "Down"], "down down",
                [#""highlight":3,"#, #""moves":["right"],"overlay":false,"peek":"next""#]
            ),
        ] {
            pressed.append(words)
            let dump = try Self.dumped("Content", keys: pressed.joined(separator: " "))
            #expect(state.allSatisfy { dump.last?.contains($0) == true }, "after \(pressed): \(dump.last ?? "")")
            for key in keys { try tmux.send(key) }
            let screen = try tmux.wait {
                Self.wordRows($0.components(separatedBy: "\n")) == Self.wordRows(Array(dump.dropLast()))
            }
            #expect(!screen.isEmpty)
        }
        try tmux.send("1")
        let screen = try tmux.wait { Self.statusLine($0).contains("1/11 · page 1/") }
        #expect(Self.statusLine(screen).contains("The Speed of Noticing"), "\(screen)")
        try tmux.send("q")
        #expect(try tmux.wait { $0.contains("EXITED") }.contains("EXITED 0"))
    }

    @Test func theShelfOpensAnIssueAndComesBack() throws {
        let shelf = "Examples/Shelf"
        let tmux = try Tmux(
            command: try InteractivePreviewTests.command("LANG=C.UTF-8 FOLIO preview \(shelf)"), columns: 80,
            rows: 24)
        defer { tmux.kill() }
        var screen = try tmux.wait { Self.statusLine($0).contains("Shelf · 3 issues") }
        let numbers = ["No. 12", "No. 11", "No. 10"].map { screen.range(of: $0)?.lowerBound }
        #expect(numbers.allSatisfy { $0 != nil } && numbers == numbers.sorted { $0! < $1! }, "newest first: \(screen)")
        let picker = try Self.dumped(shelf, keys: "")
        #expect(picker.last == #"{"shelf":{"highlight":0}}"#)
        #expect(Self.wordRows(screen.components(separatedBy: "\n")) == Self.wordRows(Array(picker.dropLast())))

        // ↓ and Enter open the second issue on its cover; → reads its first article.
        try tmux.send("Down")
        screen = try tmux.wait { $0.split(separator: "\n").contains { $0.hasPrefix("▶") && $0.contains("2  ") } }
        try tmux.send("Enter")
        screen = try tmux.wait { Self.statusLine($0).contains("Cover ·") }
        #expect(screen.contains("No. 11 · 2026-10-17"), "\(screen)")
        try tmux.send("Right")
        screen = try tmux.wait { Self.statusLine($0).contains("1/2 · page 1/") }
        let reading = try Self.dumped(shelf, keys: "down enter right")
        #expect(Self.statusLine(screen) == Self.statusLine(reading.joined(separator: "\n")))

        // Backspace comes back to the shelf with the issue highlighted; a digit opens another.
        try tmux.send("BSpace")
        screen = try tmux.wait { Self.statusLine($0).contains("Shelf ·") }
        #expect(screen.split(separator: "\n").contains { $0.hasPrefix("▶") && $0.contains("2  ") }, "\(screen)")
        #expect(try Self.dumped(shelf, keys: "down enter right b").last == #"{"shelf":{"highlight":1}}"#)
        try tmux.send("3")
        screen = try tmux.wait { Self.statusLine($0).contains("Cover ·") }
        #expect(screen.contains("No. 10 · 2026-09-19"), "\(screen)")
        try tmux.send("?")
        screen = try tmux.wait { $0.contains("back to the shelf") }
        #expect(screen.contains("b Backspace"))
        try tmux.send("Escape", "b")
        try tmux.wait { Self.statusLine($0).contains("Shelf ·") }

        try tmux.send("q")
        screen = try tmux.wait { $0.contains("EXITED") }
        #expect(screen.contains("EXITED 0"))
    }

    /// Where the terminal draws pixels, each issue's small cover on the shelf is sent as an
    /// image (kitty's protocol here) over cells left blank.
    @Test func theShelfsCoversAreSentAsPixels() throws {
        let (tmux, log, folder) = try TerminalFeaturesTmuxTests.start(
            "LANG=C.UTF-8 FOLIO preview Examples/Shelf --images kitty")
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = try tmux.wait { Self.statusLine($0).contains("Shelf · 3 issues") }
        #expect(screen.contains("No. 12 · 2026-11-21") && !screen.contains("▀"), "\(screen)")
        _ = try TerminalFeaturesTmuxTests.quit(tmux)
        let images = try TerminalFeaturesTmuxTests.kittyImages(in: TerminalFeaturesTmuxTests.bytes(log))
        #expect(images.count == 3, "one small cover for each issue")
        #expect(images.allSatisfy { $0.width > 0 && $0.pixels.count == $0.width * $0.height * 3 })
    }

    /// A right-to-left issue's cover is mirrored like its pages: the cover lines end at the
    /// page's right edge with their numbers there, and ← (the next article there) opens the
    /// first article.
    @Test func aRightToLeftCoverIsMirrored() throws {
        let cover = try Self.dumped("Examples/RightToLeft", keys: "")
        #expect(Self.statusLine(cover.joined(separator: "\n")).contains("Cover ·"))
        let numbered = cover.filter { $0.hasSuffix(" 1") || $0.hasSuffix(" 2") || $0.hasSuffix(" 3") }
        #expect(numbered.count == 3, "\(cover.joined(separator: "\n"))")
        let ends = Set(numbered.map { $0.count })
        #expect(ends.count == 1 && ends.first! > 70, "the lines end at the page's right edge: \(numbered)")
        let next = try Self.dumped("Examples/RightToLeft", keys: "left")
        #expect(next.last?.hasPrefix(#"{"at":[1,0],"#) == true)
        let opened = try Self.dumped("Examples/RightToLeft", keys: "2")
        #expect(opened.last?.hasPrefix(#"{"at":[2,0],"#) == true)
    }
}
