import CFolioICU

/// A writing system, named by its ISO 15924 code ("Latn", "Arab", "Thai", "Hani"), as ICU
/// reports it for a character and HarfBuzz takes it for shaping.
public struct Script: Sendable, Hashable, CustomStringConvertible {
    /// The ISO 15924 code, for example "Arab".
    public let tag: String

    /// The script of the code `tag` (four letters, first upper case).
    public init(tag: String) {
        self.tag = tag
    }

    /// The script of one character as ICU's data says: "Zyyy" (common) for punctuation, digits
    /// and spaces, "Zinh" (inherited) for combining marks.
    public static func of(_ scalar: Unicode.Scalar) -> Script {
        var tag: (CChar, CChar, CChar, CChar, CChar) = (0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &tag) { bytes in
            folio_icu_script_tag(scalar.value, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        return Script(tag: withUnsafeBytes(of: tag) { String(decoding: $0.prefix(4), as: UTF8.self) })
    }

    /// The script most of `text`'s letters are in (common and inherited characters do not
    /// count), or nil when it has none. Hiragana and Katakana count as Han, so Japanese is Han.
    public static func dominant(in text: some StringProtocol) -> Script? {
        var counts: [Script: Int] = [:]
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            var script = of(scalar)
            if script == .common || script == .inherited { continue }
            if script == .hiragana || script == .katakana { script = .han }
            counts[script, default: 0] += 1
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key.tag > $1.key.tag) }?.key
    }

    /// The direction the script is written in.
    public var direction: TextDirection {
        Self.rightToLeftTags.contains(tag) ? .rightToLeft : .leftToRight
    }

    public var description: String { tag }

    private static let rightToLeftTags: Set<String> = [
        "Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Samr", "Mand", "Adlm", "Rohg",
    ]

    /// Latin.
    public static let latin = Script(tag: "Latn")
    /// Cyrillic.
    public static let cyrillic = Script(tag: "Cyrl")
    /// Greek.
    public static let greek = Script(tag: "Grek")
    /// Arabic.
    public static let arabic = Script(tag: "Arab")
    /// Hebrew.
    public static let hebrew = Script(tag: "Hebr")
    /// Thai.
    public static let thai = Script(tag: "Thai")
    /// Devanagari (Hindi, Marathi, Nepali...).
    public static let devanagari = Script(tag: "Deva")
    /// Han (Chinese characters, Japanese kanji).
    public static let han = Script(tag: "Hani")
    /// Hiragana.
    public static let hiragana = Script(tag: "Hira")
    /// Katakana.
    public static let katakana = Script(tag: "Kana")
    /// Hangul.
    public static let hangul = Script(tag: "Hang")
    /// Common: punctuation, digits, spaces, shared by every script.
    public static let common = Script(tag: "Zyyy")
    /// Inherited: combining marks, which take the script of the letter they follow.
    public static let inherited = Script(tag: "Zinh")
}
