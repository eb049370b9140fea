import Testing

@testable import TerminalSink

/// How photos are shown, decided from terminals' replies to the preview's queries
/// (`TerminalReplies.queries`: kitty graphics, XTVERSION, cell size, Device Attributes).
///
/// The replies below were recorded on this project's machine by writing exactly those
/// queries from a raw-mode pty and saving what came back: kitty 0.26.5 and XTerm(379)
/// (Debian's packages, under Xvfb; xterm plain and as `-ti vt340`) and tmux 3.3a.
@Suite struct ImageProtocolDetectionTests {
    static let kitty = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;18;9t\u{1B}[?62;c"
    static let xtermVT340 = "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c"
    static let xterm = "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"
    static let tmux = "\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c"

    static func replies(_ text: String) -> TerminalReplies { TerminalReplies.parse(Array(text.utf8)) }

    @Test func repliesAreReadFromRecordedTerminals() {
        let kitty = Self.replies(Self.kitty)
        #expect(kitty.kittyGraphics && kitty.isComplete && !kitty.sixel)
        #expect(kitty.version == "kitty(0.26.5)")
        #expect(kitty.cellSize?.width == 9 && kitty.cellSize?.height == 18)
        let vt340 = Self.replies(Self.xtermVT340)
        #expect(!vt340.kittyGraphics && vt340.sixel && vt340.version == "XTerm(379)")
        #expect(!Self.replies(Self.xterm).sixel)
        let tmux = Self.replies(Self.tmux)
        #expect(tmux.isComplete && !tmux.sixel && tmux.version == "tmux 3.3a")
    }

    @Test func aReplyCutShortIsNotComplete() {
        for end in [1, 5, 12, Self.kitty.utf8.count - 1] {
            let replies = TerminalReplies.parse(Array(Array(Self.kitty.utf8).prefix(end)))
            #expect(!replies.isComplete, "\(end) bytes")
        }
        let withKeys = TerminalReplies.parse(Array(("jj" + Self.xtermVT340 + "q").utf8))
        #expect(withKeys.sixel, "keys typed meanwhile are skipped")
    }

    @Test func theChoiceFollowsTheReplies() {
        func kind(_ text: String?, _ environment: [String: String] = [:], requested: String? = nil) -> ImageProtocol {
            ImageProtocolDetector.choose(
                requested: requested, environment: environment, replies: text.map(Self.replies)
            ).kind
        }
        #expect(kind(Self.kitty) == .kitty)
        #expect(kind(Self.xtermVT340) == .sixel)
        #expect(kind(Self.xterm) == .blocks)
        #expect(kind(Self.xterm, ["TERM_PROGRAM": "iTerm.app"]) == .iterm2)
        #expect(
            kind("\u{1B}P>|iTerm2 3.5.0\u{1B}\\\u{1B}[?62;4c") == .iterm2,
            "iTerm2 also says sixel; its own images are better")
        #expect(kind(nil, ["TERM": "xterm-kitty"]) == .kitty, "no answer in time: the environment")
        #expect(kind(nil, ["TERM": "xterm-256color"]) == .blocks)
        #expect(kind(Self.kitty, requested: "blocks") == .blocks)
        #expect(kind(Self.xterm, requested: "sixel") == .sixel)
        #expect(kind(Self.kitty, requested: "auto") == .kitty)
        let cell = ImageProtocolDetector.choose(requested: nil, environment: [:], replies: Self.replies(Self.kitty))
        #expect(cell.cellWidth == 9 && cell.cellHeight == 18)
    }

    @Test func insideTmuxPassthroughDecides() {
        let tmux = Self.replies(Self.tmux)
        func channel(passthrough: Bool, outer: String, replies: TerminalReplies = tmux, requested: String? = nil)
            -> ImageChannel
        {
            ImageProtocolDetector.choose(
                requested: requested, environment: ["TMUX": "/tmp/tmux-0/default,1,0"], replies: replies,
                tmux: (passthrough, outer))
        }
        #expect(channel(passthrough: false, outer: "xterm-kitty kitty(0.26.5)").kind == .blocks)
        let through = channel(passthrough: true, outer: "xterm-kitty kitty(0.26.5)")
        #expect(through.kind == .kitty && through.throughTmux)
        #expect(channel(passthrough: true, outer: "xterm-256color iTerm2 3.5.0").kind == .iterm2)
        #expect(channel(passthrough: true, outer: "xterm-256color XTerm(379)").kind == .blocks)
        #expect(
            channel(passthrough: false, outer: "", replies: Self.replies("\u{1B}[?1;2;4c")).kind == .sixel,
            "tmux drawing sixel itself")
        let forced = channel(passthrough: true, outer: "", requested: "kitty")
        #expect(forced.kind == .kitty && forced.throughTmux)
    }

    @Test func tmuxPassthroughDoublesEveryEscape() {
        let channel = ImageChannel(kind: .kitty, throughTmux: true)
        #expect(
            channel.wrap(Array("\u{1B}_Ga=d\u{1B}\\".utf8))
                == Array("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d\u{1B}\u{1B}\\\u{1B}\\".utf8))
        #expect(ImageChannel(kind: .kitty).wrap([1, 2]) == [1, 2])
    }
}
