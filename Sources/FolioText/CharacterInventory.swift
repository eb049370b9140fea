/// The distinct characters of an issue's text per language, in order of first use: what
/// IssueFonts finds faces for and what the faces it ships must draw.
struct CharacterInventory {
    /// The languages, in the order their text first came.
    private(set) var languages: [String] = []
    /// The distinct characters of each language's text, in order of first use.
    private(set) var characters: [String: [Character]] = [:]

    /// What one language's text has shown so far.
    private struct Seen {
        /// One bit per ASCII character: most text is ASCII, and a bit is cheaper than a set.
        var ascii: (UInt64, UInt64) = (0, 0)
        var others: Set<Character> = []
        var found: [Character] = []

        mutating func record(byte: UInt8) {
            let bit = UInt64(1) << UInt64(byte & 63)
            if byte < 64 {
                guard ascii.0 & bit == 0 else { return }
                ascii.0 |= bit
            } else {
                guard ascii.1 & bit == 0 else { return }
                ascii.1 |= bit
            }
            found.append(Character(Unicode.Scalar(byte)))
        }

        mutating func record(_ character: Character) {
            let utf8 = character.utf8
            if utf8.count == 1 { return record(byte: utf8.first!) }
            if others.insert(character).inserted { found.append(character) }
        }
    }

    /// The inventory of `texts`.
    init(_ texts: some Sequence<(language: String, text: String)>) {
        var seen: [String: Seen] = [:]
        for (language, text) in texts where !text.isEmpty {
            if seen[language] == nil { languages.append(language) }
            var state = seen.removeValue(forKey: language) ?? Seen()
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                for byte in text.utf8 { state.record(byte: byte) }
            } else {
                for character in text { state.record(character) }
            }
            seen[language] = state
        }
        characters = seen.mapValues(\.found)
    }
}
