import Foundation
import Testing

@testable import TerminalSink

/// Colour depth, cursor addressing, the alternate screen and the character set, decided from
/// TERM, COLORTERM, NO_COLOR, the locale and the terminal's compiled terminfo entry.
@Suite struct TerminalCapabilitiesTests {
    /// What `infocmp -1 TERM` prints for a capability (`colors#256` → "256", `cup=…` → "…").
    static func infocmp(_ term: String, _ name: String) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/infocmp")
        process.arguments = ["-1", "-x", term]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let field = line.trimmingCharacters(in: .whitespaces).dropLast()  // the trailing comma
            if field == name { return "" }
            if field.hasPrefix(name + "#") || field.hasPrefix(name + "=") {
                return String(field.dropFirst(name.count + 1))
            }
        }
        return nil
    }

    /// The reader agrees with ncurses' own `infocmp` on every entry Debian's ncurses-base ships
    /// that the preview meets most.
    @Test(
        // Under CI=true a missing infocmp fails the test (running it throws) instead of skipping it.
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/infocmp")
                || ProcessInfo.processInfo.environment["CI"] == "true", "needs infocmp (ncurses-bin)"),
        arguments: [
            "xterm-256color", "xterm", "linux", "vt100", "vt220", "dumb", "screen-256color", "tmux-256color",
            "rxvt-unicode-256color", "ansi",
        ])
    func theTerminfoReaderAgreesWithInfocmp(_ term: String) throws {
        // Entries outside ncurses-base (on some systems tmux-256color, rxvt-unicode-256color)
        // may be missing: then infocmp must not find one either.
        guard let entry = TerminfoEntry.load(term: term, environment: [:]) else {
            #expect(try Self.infocmp(term, "cup") == nil, "infocmp has \(term), Folio found no entry")
            return
        }
        #expect(
            entry.colors.map(String.init)
                == (try Self.infocmp(term, "colors")).map {
                    $0.hasPrefix("0x") ? String(Int($0.dropFirst(2), radix: 16) ?? -1) : $0
                })
        #expect((entry.cursorAddress != nil) == (try Self.infocmp(term, "cup") != nil))
        #expect((entry.enterFullScreen != nil) == (try Self.infocmp(term, "smcup") != nil))
        #expect((entry.hideCursor != nil) == (try Self.infocmp(term, "civis") != nil))
        #expect(entry.extendedFlags.contains("AX") == (try Self.infocmp(term, "AX") != nil), "an extended flag")
        #expect(entry.cursorAddress?.unescapedForInfocmp == (try Self.infocmp(term, "cup")))
    }

    @Test func aDamagedEntryIsNoEntry() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/lib/terminfo/x/xterm-256color")))
        for length in [0, 1, 7, 12, 40, bytes.count / 2] {
            let entry = TerminfoEntry.parse(Array(bytes.prefix(length)))
            #expect(entry == nil || entry?.colors == 256, "\(length) bytes")
        }
        #expect(TerminfoEntry.parse([0x12, 0x34] + bytes.dropFirst(2)) == nil)
        #expect(TerminfoEntry.load(term: "../../etc/passwd", environment: [:]) == nil)
    }

    @Test func colourDepthFromTermColortermAndTerminfo() {
        func mode(_ environment: [String: String]) -> ColorMode {
            TerminalCapabilities(environment: environment).colorMode
        }
        #expect(mode(["TERM": "xterm-256color"]) == .palette256)
        #expect(mode(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(mode(["TERM": "xterm-direct"]) == .trueColor, "a -direct entry, installed or not")
        #expect(mode(["TERM": "xterm-kitty"]) == .trueColor)
        #expect(mode(["TERM": "linux"]) == .palette16)
        #expect(mode(["TERM": "vt100"]) == .none)
        #expect(mode(["TERM": "dumb", "COLORTERM": ""]) == .none)
        #expect(mode(["TERM": "xterm-kitty", "NO_COLOR": "1"]) == .none)
        #expect(mode(["TERM": "xterm"]) == .palette16, "xterm's own entry has 8 colours")
        #expect(mode(["TERM": "some-unknown-256color"]) == .palette256)
        var direct = TerminfoEntry(names: "x", colors: 256)
        direct.extendedFlags = ["RGB"]
        #expect(TerminalCapabilities(environment: ["TERM": "x"], terminfo: direct).colorMode == .trueColor)
    }

    @Test func cursorAddressingAndTheAlternateScreen() {
        let dumb = TerminalCapabilities(environment: ["TERM": "dumb"])
        #expect(!dumb.cursorAddressing)
        #expect(dumb.unusableReason?.contains("TERM=dumb cannot move the cursor") == true)
        #expect(TerminalCapabilities(environment: [:]).unusableReason?.contains("TERM is not set") == true)
        let linux = TerminalCapabilities(environment: ["TERM": "linux"])
        #expect(linux.cursorAddressing && !linux.alternateScreen)
        let vt100 = TerminalCapabilities(environment: ["TERM": "vt100"])
        #expect(vt100.cursorAddressing && !vt100.alternateScreen)
        #expect(TerminalCapabilities(environment: ["TERM": "xterm-256color"]).alternateScreen)
        #expect(
            TerminalCapabilities(environment: ["TERM": "xterm-kitty"]).alternateScreen,
            "no entry installed: known by name")
    }

    @Test func theLocaleDecidesUnicode() {
        func unicode(_ environment: [String: String]) -> Bool { TerminalCapabilities.localeIsUTF8(environment) }
        #expect(unicode(["LANG": "en_GB.UTF-8"]))
        #expect(unicode(["LANG": "C.utf8"]))
        #expect(!unicode(["LANG": "C"]))
        #expect(!unicode([:]))
        #expect(!unicode(["LANG": "en_GB.UTF-8", "LC_ALL": "C"]), "LC_ALL wins")
        #expect(unicode(["LANG": "C", "LC_CTYPE": "en_US.UTF-8"]))
        #expect(unicode(["LANG": "C", "LC_ALL": "", "LC_CTYPE": "en_US.UTF-8"]), "an empty variable does not count")
    }

    @Test func asciiFallbacksKeepEveryCellASCII() {
        var screen = Screen(width: 30, height: 2)
        screen.put("┌─▲▶ café “quote” — … 日本", x: 0, y: 0, style: .plain)
        screen.set(Cell("▀", style: CellStyle(foreground: .rgb(200, 0, 0), background: .rgb(0, 0, 200))), x: 0, y: 1)
        var executor = TerminalExecutor(colorMode: .trueColor, unicode: false)
        let bytes = executor.frame(screen)
        #expect(bytes.allSatisfy { $0 < 0x80 })
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("+-^> cafe \"quote\" - ~ ????"))
        #expect(text.contains("48;2;100;0;100m "), "a half block is a space in the mean colour")
    }
}

extension String {
    /// The capability as infocmp spells it (`\E[%i%p1%d;%p2%dH`).
    var unescapedForInfocmp: String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\u{1B}": result += "\\E"
            case "\u{0}"..<"\u{20}": result += "^" + String(UnicodeScalar(scalar.value + 64)!)
            case ",": result += "\\,"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
