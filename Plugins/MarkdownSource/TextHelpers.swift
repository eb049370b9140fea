import FolioPluginAPI

extension String {
    /// The string without leading and trailing whitespace and newlines.
    var trimmingWhitespace: String {
        trimmingLeadingWhitespace.trimmingTrailingWhitespace
    }

    /// The string without the whitespace characters (`Character.isWhitespace`) it starts with.
    var trimmingLeadingWhitespace: String {
        // Fast path: a Character's `isWhitespace` is that of its first scalar, so a string
        // that opens with an ASCII byte that is not whitespace has nothing to drop.
        guard let first = utf8.first, first >= 0x80 || ASCIIWhitespace.contains(first) else { return self }
        if let trimmed = ASCIIWhitespace.trimmed(self, fromStart: true) { return trimmed }
        return String(drop(while: \.isWhitespace))
    }

    /// The string without the whitespace characters (`Character.isWhitespace`) it ends with.
    var trimmingTrailingWhitespace: String {
        // Fast path: a last Character ending in an ASCII byte that is not whitespace is either
        // that byte alone or a cluster that opens with a prepended mark (Unicode's grapheme
        // rules join nothing else to a following ASCII letter or sign); neither is whitespace.
        guard let last = utf8.last, last >= 0x80 || ASCIIWhitespace.contains(last) else { return self }
        if let trimmed = ASCIIWhitespace.trimmed(self, fromStart: false) { return trimmed }
        return String(reversed().drop(while: \.isWhitespace).reversed())
    }
}

/// The whitespace of ASCII (tab, line feed, vertical tab, form feed, carriage return, space):
/// in ASCII text exactly the characters `Character.isWhitespace` accepts, so ASCII text can be
/// trimmed byte by byte instead of character by character.
enum ASCIIWhitespace {
    static func contains(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// `text` trimmed at one end when all of it is ASCII; nil when it is not.
    static func trimmed(_ text: String, fromStart: Bool) -> String? {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        if fromStart {
            guard let start = bytes.firstIndex(where: { !contains($0) }) else { return "" }
            return String(text[start...])
        }
        guard let last = bytes.lastIndex(where: { !contains($0) }) else { return "" }
        return String(text[...last])
    }
}

extension Character {
    /// Whether every scalar of the character is a control character.
    var isControlCharacter: Bool {
        unicodeScalars.allSatisfy(ControlCharacters.contains)
    }
}
