import Testing

@testable import HTMLSink

/// `HTMLEscaping.textContentLength(of:)` is `escape` one scalar at a time: what a browser reads
/// back from the escaped text (a character reference is one character) has, for every scalar,
/// the length the per-scalar rule gives.
@Suite struct HTMLEscapingLengthTests {
    static let scalars: [Unicode.Scalar] =
        (0..<0x250).compactMap(Unicode.Scalar.init) + ["\u{2028}", "日", "😀", "\u{FEFF}", "\u{200D}", "\u{10FFFD}"]

    @Test(arguments: scalars)
    func perScalarLengthIsWhatTheEscapedTextReadsBackAs(_ scalar: Unicode.Scalar) {
        let escaped = HTMLEscaping.escape(String(scalar))
        // Reading back: each "&…;" reference is one code unit.
        var readBack = 0
        var inReference = false
        for unit in escaped.utf16 {
            if inReference {
                if unit == UInt16(UInt8(ascii: ";")) { inReference = false }
                continue
            }
            if unit == UInt16(UInt8(ascii: "&")) { inReference = true }
            readBack += 1
        }
        #expect(HTMLEscaping.textContentLength(of: scalar) == readBack)
    }
}
