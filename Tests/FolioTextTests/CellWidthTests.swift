import CFolioICU
import Testing

@testable import FolioText

/// Terminal cell widths from ICU's properties.
@Suite struct CellWidthTests {
    @Test(arguments: [
        ("hello", 5), ("日本", 4), ("한국어", 6), ("ｆｕｌｌ", 8), ("👍", 2), ("👍🏽", 2), ("❤️", 2), ("❤", 1),
        ("🇯🇵", 2), ("👨‍👩‍👧", 2), ("e\u{301}", 1), ("cafe\u{301}", 4), ("x\u{200B}y", 2), ("\u{7}", 0),
        ("\u{1100}\u{1161}", 2), ("a\u{FE0E}", 1), ("—", 1), ("\u{00AD}", 1), ("กี่", 1), ("ภาษาไทย", 7), ("ที่นี่", 2),
        ("مرحبا", 5), ("שָׁלוֹם", 4), ("नमस्ते", 4), ("\u{E0041}", 0), ("\u{2F800}", 2),
    ])
    func displayWidth(text: String, cells: Int) {
        #expect(CellWidth.of(text) == cells)
    }

    @Test(arguments: [
        // CJK ideographs, kana, Hangul syllables, fullwidth forms: two cells.
        ("中", 2), ("カ", 2), ("한", 2), ("Ａ", 2), ("\u{3000}", 2),
        // Combining marks, Thai vowel and tone marks, joiners, variation selectors: none.
        ("\u{301}", 0), ("\u{E34}", 0), ("\u{E48}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{20DD}", 0),
        // Emoji with emoji presentation: two; a symbol that is text by default: one.
        ("😀", 2), ("⌚", 2), ("🫠", 2), ("☺", 1),
        // Hangul medial vowels and final consonants join the syllable: none; the fillers stay wide.
        ("\u{1161}", 0), ("\u{11A8}", 0), ("\u{D7B0}", 0), ("\u{115F}", 2),
        // Controls: none; Latin, Arabic, Hebrew letters: one.
        ("\u{0}", 0), ("\u{7F}", 0), ("\u{85}", 0), ("é", 1), ("ع", 1), ("א", 1),
    ])
    func scalarWidth(scalar: Unicode.Scalar, cells: Int) {
        #expect(CellWidth.of(scalar) == cells)
    }

    /// Clusters that are not emoji are drawn scalar by scalar, as terminals do: a Devanagari
    /// conjunct (one cluster since Unicode 15.1) and a spacing vowel sign take their cells.
    @Test(arguments: [("स्त", 2), ("कि", 2), ("क्षि", 3), ("e\u{301}\u{302}", 1)])
    func clusterIsTheSumOfItsScalars(text: String, cells: Int) {
        #expect(CellWidth.of(text) == cells)
        for cluster in text {
            #expect(CellWidth.of(cluster) == cluster.unicodeScalars.reduce(0) { $0 + CellWidth.of($1) })
        }
    }

    /// Emoji clusters: flags, skin tones, ZWJ families, keycaps and U+FE0F are drawn in two cells.
    @Test(arguments: ["🇯🇵", "🇫🇷", "👍🏿", "👨‍👩‍👧‍👦", "🏳️‍🌈", "❤️", "1️⃣", "🧑🏽‍💻"])
    func emojiClusterIsTwoCells(cluster: Character) {
        #expect(CellWidth.of(cluster) == 2)
    }

    /// Every width the C function gives is 0, 1 or 2 (it runs over every code point and past the
    /// last, under AddressSanitizer in scripts/sanitize). The widths themselves are checked
    /// against Unicode's data files, not ICU, in CellWidthUnicodeDataTests.
    @Test func icuGivesAWidthForEveryCodePoint() {
        // One expectation at the end, not one per code point: this runs under AddressSanitizer.
        var counts = [0, 0, 0]
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            let width = Int(folio_icu_cell_width(value))
            guard (0...2).contains(width) else {
                disagreements.append("U+\(String(value, radix: 16)): ICU \(width)")
                continue
            }
            counts[width] += 1
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
        #expect(folio_icu_cell_width(0x110000) == 1)
        #expect(folio_icu_cell_width(UInt32.max) == 1)
        #expect(folio_icu_is_emoji(0x1F600) == 1)
        #expect(folio_icu_is_emoji(0x41) == 0)
        #expect(folio_icu_is_emoji(UInt32.max) == 0)
        // Hundreds of thousands of wide CJK code points, some thousands of zero-width ones.
        #expect(counts[2] > 100_000)
        #expect(counts[0] > 2_000)
    }

    /// A string is the sum of its characters.
    @Test func stringIsTheSumOfItsCharacters() {
        let text = "日本語 and 한국어, 🇯🇵 e\u{301}"
        #expect(CellWidth.of(text) == text.reduce(0) { $0 + CellWidth.of($1) })
        #expect(CellWidth.of(text[...]) == 23)
    }
}
