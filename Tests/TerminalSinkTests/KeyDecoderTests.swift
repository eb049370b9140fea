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

    @Test func lettersAliasesAndControls() {
        let bytes: [UInt8] = Array("hjkl +-0o?q".utf8) + [0x0D, 0x03, 0x0C, 0x1A]
        #expect(
            KeyDecoder.inputs(in: bytes) == [
                .typed(.left), .typed(.down), .typed(.up), .typed(.right), .typed(.down), .key(.zoomIn), .key(.zoomOut),
                .key(.resetZoom), .key(.overlay), .help, .quit, .key(.enter), .interrupt, .redraw, .suspend,
            ])
    }

    /// Replies that come after the detection's time is up (recorded from kitty and tmux) are
    /// not keys: the kitty reply's `=` would otherwise zoom in.
    @Test func lateTerminalRepliesAreNotKeys() {
        let bytes = Array((ImageProtocolDetectionTests.kitty + ImageProtocolDetectionTests.tmux + "j").utf8)
        #expect(KeyDecoder.inputs(in: bytes) == [.typed(.down)])
    }

    @Test func aLoneEscapeIsTheEscapeKey() {
        #expect(KeyDecoder.inputs(in: [0x1B]) == [.key(.escape)])
        #expect(KeyDecoder.inputs(in: [0x1B, UInt8(ascii: "o")]) == [.key(.escape), .key(.overlay)])
    }
}
