import Testing

@testable import TerminalSink

@Suite struct KeyDecoderTests {
    @Test func arrowsInBothFormsAndPageKeys() {
        let bytes: [UInt8] = Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD\u{1B}[5~\u{1B}[6~".utf8)
        #expect(
            KeyDecoder.inputs(in: bytes) == [
                .typed(.up), .typed(.down), .typed(.right), .typed(.left), .typed(.up), .typed(.down),
            ])
    }

    /// Letters come as characters; outside the search line each is the key it stands for.
    @Test func lettersAliasesAndControls() {
        let bytes: [UInt8] = Array("hjkl +-0o?q/=_".utf8) + [0x0D, 0x03, 0x0C, 0x1A]
        #expect(
            KeyDecoder.inputs(in: bytes).compactMap(\.asKey) == [
                .typed(.left), .typed(.down), .typed(.up), .typed(.right), .typed(.down), .key(.zoomIn), .key(.zoomOut),
                .key(.resetZoom), .key(.overlay), .help, .quit, .key(.search), .key(.zoomIn), .key(.zoomOut),
                .key(.enter), .interrupt, .redraw, .suspend,
            ])
        #expect(KeyDecoder.inputs(in: Array("jb".utf8)) == [.character("j"), .character("b")])
        #expect(KeyDecoder.inputs(in: [0x7F, 0x08]) == [.back, .back])
    }

    /// Any script's characters, UTF-8, each a character with its combining marks: the words a
    /// reader types into the search line.
    @Test func charactersOfEveryScript() {
        let words = "茶 เชียงใหม่ مراكش Straße"
        #expect(KeyDecoder.inputs(in: Array(words.utf8)) == words.map(PreviewInput.character))
        // No control character gets through as a character: C1 controls and broken UTF-8 are left out.
        #expect(KeyDecoder.inputs(in: [0xC2, 0x9B, UInt8(ascii: "a"), 0xFF]) == [.character("a")])
    }

    /// A character cut between two reads: its first bytes wait for the rest.
    @Test func anUnfinishedCharacterAtTheEndWaits() {
        let tea = Array("茶".utf8)
        #expect(KeyDecoder.unfinishedTail(of: Array("a".utf8) + tea.prefix(2)) == 2)
        #expect(KeyDecoder.unfinishedTail(of: Array("a".utf8) + tea.prefix(1)) == 1)
        #expect(KeyDecoder.unfinishedTail(of: Array("a".utf8) + tea) == 0)
        #expect(KeyDecoder.unfinishedTail(of: Array("ab".utf8)) == 0)
        #expect(KeyDecoder.unfinishedTail(of: []) == 0)
    }

    /// Replies that come after the detection's time is up (recorded from kitty and tmux) are
    /// not keys: the kitty reply's `=` would otherwise zoom in.
    @Test func lateTerminalRepliesAreNotKeys() {
        let bytes = Array((ImageProtocolDetectionTests.kitty + ImageProtocolDetectionTests.tmux + "j").utf8)
        #expect(KeyDecoder.inputs(in: bytes) == [.character("j")])
    }

    @Test func aLoneEscapeIsTheEscapeKey() {
        #expect(KeyDecoder.inputs(in: [0x1B]) == [.key(.escape)])
        #expect(KeyDecoder.inputs(in: [0x1B, UInt8(ascii: "o")]) == [.key(.escape), .character("o")])
    }
}
