import FolioTestSupport
import Foundation
import Testing

/// The release `folio preview` in real terminals (tmux panes): the terminal's capabilities
/// (TERM, the locale), photos as pixels, the measure on a wide terminal, code languages, bare
/// URLs, the contents grid, Ctrl-Z, exit statuses, the help and small sizes.
@Suite(.serialized, .enabled(if: Tmux.suitesRun, "needs tmux"))
struct TerminalFeaturesTmuxTests {
    static let quoted = InteractivePreviewTests.quoted
    static let statusLine = InteractivePreviewTests.statusLine

    /// Runs `preview` (FOLIO for the binary) in a pane whose output is logged from the start;
    /// returns the pane and the log.
    static func start(_ preview: String, columns: Int = 80, rows: Int = 24) throws -> (Tmux, URL, URL) {
        let folder = try Folio.scratch()
        let log = folder.appendingPathComponent("pane.bytes")
        let go = folder.appendingPathComponent("go")
        let command = "while [ ! -f \(quoted(go.path)) ]; do sleep 0.1; done; unset NO_COLOR; \(preview)"
        let tmux = try Tmux(command: try InteractivePreviewTests.command(command), columns: columns, rows: rows)
        do {
            try tmux.run(["pipe-pane", "-t", tmux.session, "cat >> \(quoted(log.path))"])
            try Data().write(to: go)
        } catch {
            tmux.kill()
            throw error
        }
        return (tmux, log, folder)
    }

    /// What the program wrote, up to leaving the preview.
    /// What the program wrote, once the log holds `mark` (by default the shell's "EXITED" line
    /// after the program's end; nil: as it is now).
    static func bytes(_ log: URL, containing mark: String? = "EXITED") throws -> [UInt8] {
        guard let mark else { return [UInt8](try Data(contentsOf: log)) }
        return [UInt8](try Tmux.logged(log, containing: mark))
    }

    /// Quits and returns the pane with its scrollback once the shell's "EXITED" line shows: on a
    /// small pane, `stty -a` after it scrolls it out of sight.
    static func quit(_ tmux: Tmux) throws -> String {
        try tmux.send("q")
        return try tmux.wait(includingHistory: true) { $0.contains("EXITED") }
    }

    // MARK: Capabilities

    @Test func aTerminalThatCannotMoveTheCursorIsRefusedClearly() throws {
        let (tmux, _, folder) = try Self.start("TERM=dumb FOLIO preview Content")
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = try tmux.wait { $0.contains("EXITED") }
        #expect(screen.contains("TERM=dumb cannot move the cursor"), "\(screen)")
        #expect(screen.contains("EXITED 1"))
        #expect(tmux.format("#{alternate_on}") == "0")
    }

    @Test func theLinuxConsoleGetsSixteenColoursAndNoAlternateScreen() throws {
        let (tmux, log, folder) = try Self.start("TERM=linux LANG=C.UTF-8 FOLIO preview Content --images blocks")
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        try tmux.wait { $0.contains("? help · q quit") }
        #expect(tmux.format("#{alternate_on}") == "0", "the Linux console has no alternate screen")
        try tmux.send("Right", "Right")
        try tmux.wait { Self.statusLine($0).contains("2/11") }
        let screen = try Self.quit(tmux)
        #expect(screen.contains("EXITED 0"))
        let text = String(decoding: try Self.bytes(log), as: UTF8.self)
        #expect(
            !text.contains("38;5;") && !text.contains("38;2;") && !text.contains("48;5;") && !text.contains("48;2;"))
        #expect(
            text.range(of: "\u{1B}\\[0(;[0-9]+)*;(4[0-7]|10[0-7])m▀", options: .regularExpression) != nil,
            "a photo in system colours")
        #expect(!text.contains("\u{1B}[?1049h"))
    }

    @Test(arguments: ["xterm-direct", "xterm-kitty"])
    func directColourTermsGet24BitColour(_ term: String) throws {
        let (tmux, log, folder) = try Self.start(
            "TERM=\(term) COLORTERM= LANG=C.UTF-8 FOLIO preview Content --images blocks")
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        try tmux.wait { $0.contains("? help · q quit") }
        try tmux.send("Right", "Right")
        try tmux.wait { Self.statusLine($0).contains("2/11") }
        _ = try Self.quit(tmux)
        let text = String(decoding: try Self.bytes(log), as: UTF8.self)
        #expect(text.contains(";38;2;") && !text.contains(";38;5;"), "\(text.prefix(400).debugDescription)")
    }

    @Test func aLocaleThatIsNotUTF8GetsOnlyASCII() throws {
        let (tmux, log, folder) = try Self.start("LANG=C LC_ALL= LC_CTYPE= FOLIO preview Content --images blocks")
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        var screen = try tmux.wait { $0.contains("? help - q quit") }
        #expect(screen.contains("Cover - Slow Ground"), "\(screen)")
        try tmux.send("Right")
        screen = try tmux.wait { $0.contains("1/11 - page 1/") }
        #expect(screen.contains("1/11 - page 1/"), "\(screen)")
        try tmux.send("o")
        screen = try tmux.wait { $0.contains("Contents - Slow Ground") }
        #expect(screen.contains("+= 1 The Speed of"), "\(screen)")
        try tmux.send("Escape", "?")
        screen = try tmux.wait { $0.contains("previous article") }
        #expect(screen.contains("> l") && screen.contains("v j space PgDn"), "\(screen)")
        try tmux.send("Escape", "Right")
        // The ASCII status line separates with " - ", not " · " (which statusLine looks for).
        try tmux.wait { $0.contains("2/11 - page 1/") }
        _ = try Self.quit(tmux)
        let bytes = try Self.bytes(log)
        #expect(bytes.count > 2000)
        #expect(bytes.allSatisfy { $0 < 0x80 }, "only ASCII")
    }

    // MARK: Photos as pixels

    @Test(arguments: [
        ("kitty", "\u{1B}_Ga=T,f=24,"), ("iterm2", "\u{1B}]1337;File=inline=1;"), ("sixel", "\u{1B}P0;1;0q\"1;1;"),
    ])
    func photosAreSentAsPixels(_ protocolName: String, _ start: String) throws {
        let (tmux, log, folder) = try Self.start(
            "LANG=C.UTF-8 FOLIO preview Content --images \(protocolName)", columns: 100, rows: 30)
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        try tmux.wait { $0.contains("? help · q quit") }
        try tmux.send("Right", "Right")
        try tmux.wait { Self.statusLine($0).contains("2/11") }
        func sent(_ text: String) -> Int { text.components(separatedBy: start).count - 1 }
        let before = sent(
            String(decoding: try Tmux.logged(log) { sent(String(decoding: $0, as: UTF8.self)) >= 2 }, as: UTF8.self))
        #expect(before == 2, "the cover's photo, then the gallery's, each sent once")
        try tmux.send("+")
        try tmux.wait { $0.contains("zoom 2×") }
        try tmux.send("Right")
        let text = String(
            decoding: try Tmux.logged(log, timeout: 10) { sent(String(decoding: $0, as: UTF8.self)) >= 4 },
            as: UTF8.self)
        #expect(sent(text) == 4, "again when zoomed, again when panned")
        if protocolName == "kitty" {
            // Leaving the cover's photo, then zooming and panning the gallery's.
            #expect(text.components(separatedBy: "\u{1B}_Ga=d,d=A,q=2\u{1B}\\").count - 1 == 3)
        }
        #expect(try Self.quit(tmux).contains("EXITED 0"))
    }

    /// Zoomed, the photo is sent at the cells' pixel size from a decode at the zoom's
    /// resolution: a 2× view is as many pixels as the whole photo, not a blur of it.
    @Test func aZoomedPhotoIsSentAtFullResolution() throws {
        let (tmux, log, folder) = try Self.start(
            "LANG=C.UTF-8 FOLIO preview Content --images kitty", columns: 100, rows: 30)
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        try tmux.wait { $0.contains("? help · q quit") }
        try tmux.send("Right", "Right")
        try tmux.wait { Self.statusLine($0).contains("2/11") }
        for zoom in [2, 4, 8] {
            try tmux.send("+")
            try tmux.wait { $0.contains("zoom \(zoom)×") }
        }
        // The 8× photo is sent after its status line shows: wait for its image in the log.
        let transmission = Data("\u{1B}_Ga=T".utf8)
        _ = try Tmux.logged(log) { data in
            var count = 0
            var rest = data[...]
            while let found = rest.range(of: transmission) {
                count += 1
                rest = rest[found.upperBound...]
            }
            return count >= 5
        }
        _ = try Self.quit(tmux)
        let sent = try Self.kittyImages(in: Self.bytes(log))
        #expect(sent.count == 5, "the cover's photo, then the gallery's at 1×, 2×, 4× and 8×")
        let images = Array(sent.dropFirst())
        #expect(Set(images.map { "\($0.width)x\($0.height)" }).count == 1, "every zoom fills the same cells")
        #expect(images.allSatisfy { $0.pixels.count == $0.width * $0.height * 3 }, "every pixel sent")
        #expect(images.count == 4 && images[3].pixels != images[0].pixels)
        let first = try #require(images.first)
        #expect(first.width >= 300, "\(first.width)")
    }

    @Test func throughTmuxPassthroughWhenItIsOn() throws {
        let (tmux, log, folder) = try Self.start(
            "LANG=C.UTF-8 FOLIO preview Content --images kitty", columns: 100, rows: 30)
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        try tmux.run(["set-option", "-g", "allow-passthrough", "on"])
        try tmux.wait { $0.contains("? help · q quit") }
        try tmux.send("Right", "Right")
        try tmux.wait { Self.statusLine($0).contains("2/11") }
        _ = try Self.quit(tmux)
        let text = String(decoding: try Self.bytes(log), as: UTF8.self)
        #expect(text.contains("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,f=24,"))
    }

    /// In tmux (no sixel, passthrough off), `auto` asks, gets tmux's own answer, and draws
    /// half blocks, without waiting out the timeout.
    @Test func automaticDetectionInTmuxFallsBackToBlocks() throws {
        let (tmux, log, folder) = try Self.start("LANG=C.UTF-8 FOLIO preview Content", columns: 100, rows: 30)
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        try tmux.wait { $0.contains("? help · q quit") }
        try tmux.send("Right", "Right")
        let screen = try tmux.wait { Self.statusLine($0).contains("2/11") && $0.contains("▀") }
        #expect(screen.contains("▀"))
        _ = try Self.quit(tmux)
        let text = String(decoding: try Self.bytes(log), as: UTF8.self)
        #expect(text.contains("\u{1B}_Gi=31,s=1,v=1,a=q"), "the query")
        #expect(!text.contains("a=T") && !text.contains("1337;File") && !text.contains("\u{1B}P0;1;0q"))
    }

    // MARK: Reading

    @Test func bodyTextKeepsAReadableMeasureOnAWideTerminal() throws {
        let (tmux, _, folder) = try Self.start("LANG=C.UTF-8 FOLIO preview Content", columns: 200, rows: 40)
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        try tmux.wait { $0.contains("? help · q quit") }
        try tmux.send("Right")
        let screen = try tmux.wait { Self.statusLine($0).contains("1/11") }
        // The arrows in the margins (◀ to the cover) are not text.
        let body = screen.split(separator: "\n").map { $0.replacingOccurrences(of: "◀", with: " ") }.filter {
            !$0.contains("·") && $0.contains(" ") && $0.trimmingCharacters(in: .whitespaces).count > 30
        }
        #expect(body.count > 10)
        for line in body {
            let start = line.prefix { $0 == " " }.count
            let length = line.trimmingCharacters(in: .whitespaces).count
            #expect(start >= 60 && length <= 80 && start + length <= 140, "\(line)")
        }
        _ = try Self.quit(tmux)
    }

    @Test func codeShowsItsLanguageAndBareURLsAreLinks() throws {
        let content = try Folio.scratch()
        defer { try? FileManager.default.removeItem(at: content) }
        let markdown = """
            ---
            title: Notes
            ---

            The tide tables are at https://example.org/tides. Read them first.

            ```swift
            let tide = 4.2
            ```
            """
        try Data(markdown.utf8).write(to: content.appendingPathComponent("notes.md"))
        let (tmux, log, folder) = try Self.start("LANG=C.UTF-8 FOLIO preview \(Self.quoted(content.path))")
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        try tmux.wait { $0.contains("? help · q quit") }
        try tmux.send("Right")
        let screen = try tmux.wait { $0.contains("let tide = 4.2") }
        let codeLine = screen.split(separator: "\n").first { $0.contains("let tide = 4.2") } ?? ""
        #expect(codeLine.hasSuffix("swift"), "\(screen)")
        _ = try Self.quit(tmux)
        let text = String(decoding: try Self.bytes(log), as: UTF8.self)
        #expect(
            text.contains("\u{1B}]8;;https://example.org/tides\u{1B}\\"), "the full stop is not part of the address")
    }

    @Test func downAndUpMoveByRowsInTheContents() throws {
        let (tmux, _, folder) = try Self.start("LANG=C.UTF-8 FOLIO preview Content")
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        try tmux.wait { $0.contains("? help · q quit") }
        try tmux.send("Right")
        try tmux.wait { Self.statusLine($0).contains("1/11") }
        try tmux.send("o")
        try tmux.wait { $0.contains("╔═ 1 ") }
        try tmux.send("Down")
        var screen = try tmux.wait { $0.contains("╔═ 4 ") }
        #expect(screen.contains("╔═ 4 Fenwick Wood"), "three thumbnails a row at 80 columns: \(screen)")
        try tmux.send("Right", "Up")
        screen = try tmux.wait { $0.contains("╔═ 2 ") }
        #expect(screen.contains("╔═ 2 Hollin Water"))
        try tmux.send("Enter")
        screen = try tmux.wait { Self.statusLine($0).contains("2/11") }
        #expect(Self.statusLine(screen).contains("2/11 · page 1/"))
        _ = try Self.quit(tmux)
    }

    // MARK: Keys, exits and sizes

    @Test func controlZSuspendsAndFgRedraws() throws {
        let root = Self.quoted(Folio.packageRoot.path)
        let folio = Self.quoted(try FolioBinary.executable().path)
        let tmux = try Tmux(command: "cd \(root) && env PS1='$ ' bash --norc --noprofile -i", columns: 80, rows: 24)
        defer { tmux.kill() }
        try tmux.wait { $0.contains("$") }
        try tmux.send("unset NO_COLOR; LANG=C.UTF-8 \(folio) preview Content", "Enter")
        try tmux.wait { $0.contains("? help · q quit") }
        try tmux.send("Right", "Right")
        try tmux.wait { Self.statusLine($0).contains("2/11") }
        try tmux.send("C-z")
        var screen = try tmux.wait { $0.contains("Stopped") && !$0.contains("? help") }
        #expect(screen.contains("Stopped"), "\(screen)")
        try Tmux.until("the main screen after Ctrl-Z") { tmux.format("#{alternate_on}") == "0" }
        #expect(tmux.format("#{cursor_flag}") == "1")
        try tmux.send("stty -a | grep -o -- '-*icanon'", "Enter")
        screen = try tmux.wait { $0.contains("icanon") }
        #expect(screen.contains("icanon") && !screen.contains("-icanon"), "the shell gets its terminal back")
        try tmux.send("fg", "Enter")
        screen = try tmux.wait { Self.statusLine($0).contains("2/11") }
        #expect(Self.statusLine(screen).contains("2/11 · page 1/"), "the same place, redrawn: \(screen)")
        #expect(tmux.format("#{alternate_on}") == "1")
        try tmux.send("q")
        try tmux.wait { !$0.contains("? help · q quit") }
        try tmux.send("echo EXITED $?", "Enter")
        screen = try tmux.wait { $0.contains("EXITED 0") }
        #expect(screen.contains("EXITED 0"), "\(screen)")
    }

    @Test func theHelpListsEveryKeyAndFitsSmallTerminals() throws {
        for (columns, rows) in [(80, 24), (40, 12)] {
            let (tmux, _, folder) = try Self.start("LANG=C.UTF-8 FOLIO preview Content", columns: columns, rows: rows)
            defer { tmux.kill() }
            defer { try? FileManager.default.removeItem(at: folder) }
            try tmux.wait { $0.contains("? help") }
            try tmux.send("?")
            let screen = try tmux.wait { $0.contains("previous article") }
            for words in [
                "→ l  ← h", "next, previous article", "↓ j space PgDn", "next page", "↑ k PgUp", "previous page",
                "+ - 0", "zoom in, out, back", "pan while zoomed", "o /", "contents, search them", "Esc",
                "close, unzoom",
                "Ctrl-L", "draw the screen again", "Ctrl-Z", "suspend (fg resumes)", "this help", "q Ctrl-C", "quit",
                "1–3 Tab ↓ Enter", "open a cover line",
            ] {
                #expect(screen.contains(words), "\(columns)×\(rows): \(words)\n\(screen)")
            }
            let help = screen.split(separator: "\n").filter { !$0.contains("? help") }
            #expect(!help.contains { $0.contains("…") }, "nothing cut at \(columns)×\(rows)")
            try tmux.send("Escape")
            _ = try Self.quit(tmux)
        }
    }

    @Test func aTinyTerminalGetsTheWholeMessage() throws {
        let (tmux, _, folder) = try Self.start("LANG=C.UTF-8 FOLIO preview Content", columns: 20, rows: 6)
        defer { tmux.kill() }
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = try tmux.wait { $0.contains("quits)") }
        let words = screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Make the terminal at least 24×8 to read (q quits)"), "\(screen)")
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 20 })
        try tmux.run(["resize-window", "-t", tmux.session, "-x", "80", "-y", "24"])
        try tmux.wait { $0.contains("? help · q quit") }
        #expect(try Self.quit(tmux).contains("EXITED 0"))
    }

    // MARK: Kitty's images, read back

    /// Every kitty transmission (`a=T` with its size, then `m=1` chunks up to `m=0`): its
    /// size and its RGB bytes.
    static func kittyImages(in bytes: [UInt8]) throws -> [(width: Int, height: Int, pixels: Data)] {
        let text = String(decoding: bytes, as: UTF8.self)
        var images: [(width: Int, height: Int, pixels: Data)] = []
        var current = ""
        var size = (0, 0)
        for chunk in text.components(separatedBy: "\u{1B}_G").dropFirst() {
            guard let semicolon = chunk.firstIndex(of: ";"), let end = chunk.range(of: "\u{1B}\\") else { continue }
            let control = chunk[..<semicolon]
            guard control.hasPrefix("a=T") || control.hasPrefix("m=") else { continue }
            if control.hasPrefix("a=T") {
                current = ""
                let fields = Dictionary(
                    control.split(separator: ",").map { ($0.prefix { $0 != "=" }, $0.drop { $0 != "=" }.dropFirst()) },
                    uniquingKeysWith: { first, _ in first })
                size = (Int(fields["s"] ?? "") ?? 0, Int(fields["v"] ?? "") ?? 0)
            }
            current += chunk[chunk.index(after: semicolon)..<end.lowerBound]
            if control.hasSuffix("m=0"), let data = Data(base64Encoded: current) {
                images.append((size.0, size.1, data))
            }
        }
        return images
    }
}
