import FolioCore

extension String {
    /// The string without leading and trailing whitespace and newlines.
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

extension Character {
    /// Whether every scalar of the character is a control character.
    var isControlCharacter: Bool {
        unicodeScalars.allSatisfy(ControlCharacters.contains)
    }
}
