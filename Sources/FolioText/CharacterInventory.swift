/// The distinct characters of an issue's text per language, in order of first use: what
/// IssueFonts finds faces for and what the faces it ships must draw. A build keeps one per
/// content file (in its cache) and merges them, so an unchanged file's text is not read again.
public struct CharacterInventory: Sendable, Equatable {
    /// The languages, in the order their text first came.
    public private(set) var languages: [String] = []
    private var seen: [String: Seen] = [:]

    /// What one language's text has shown so far.
    private struct Seen: Sendable, Equatable {
        /// One bit per ASCII character: most text is ASCII, and a bit is cheaper than a set.
        var ascii: [UInt64] = [0, 0]
        var others: Set<Character> = []
        var found: [Character] = []

        mutating func record(byte: UInt8) {
            let bit = UInt64(1) << UInt64(byte & 63)
            let word = Int(byte >> 6)
            guard ascii[word] & bit == 0 else { return }
            ascii[word] |= bit
            found.append(Character(Unicode.Scalar(byte)))
        }

        mutating func record(_ character: Character) {
            let utf8 = character.utf8
            if utf8.count == 1 { return record(byte: utf8.first!) }
            if others.insert(character).inserted { found.append(character) }
        }
    }

    /// No text yet.
    public init() {}

    /// The inventory of `texts`.
    public init(_ texts: some Sequence<(language: String, text: String)>) {
        for (language, text) in texts { add(text, language: language) }
    }

    /// Adds the characters of `text`, in `language` (a BCP 47 tag).
    public mutating func add(_ text: String, language: String) {
        guard !text.isEmpty else { return }
        if seen[language] == nil { languages.append(language) }
        var state = seen.removeValue(forKey: language) ?? Seen()
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 { state.record(byte: byte) }
        } else {
            for character in text { state.record(character) }
        }
        seen[language] = state
    }

    /// Adds every character of `other`, language by language.
    public mutating func merge(_ other: CharacterInventory) {
        for language in other.languages { add(other.text(of: language), language: language) }
    }

    /// The distinct characters of `language`'s text, in order of first use.
    public func characters(of language: String) -> [Character] { seen[language]?.found ?? [] }

    /// The distinct characters of `language`'s text as one string (what a cache stores).
    public func text(of language: String) -> String { String(characters(of: language)) }
}
