import Foundation

/// The one rule by which a written word becomes what search compares: the key of a word in an
/// article and of a word a reader types are equal when the two should find each other.
///
/// A key is the word in compatibility composition (NFKC: full-width Latin is Latin, ligatures
/// are letters), in lower case, with the accents of Latin, Greek and Cyrillic letters taken off
/// ("Café" finds "cafe", "Ελλάδα" finds "ελλαδα"). Marks of other scripts are part of their
/// letters (a Thai vowel sign, a Devanagari virama, Arabic harakat) and stay.
package enum SearchKey {
    /// The key of `word`.
    package static func of(_ word: some StringProtocol) -> String {
        // ASCII is its own compatibility composition and has no accents: only its case.
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: word.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        let composed = String(word).precomposedStringWithCompatibilityMapping.lowercased()
        guard composed.unicodeScalars.contains(where: { !$0.isASCII }) else { return composed }
        var kept = String.UnicodeScalarView()
        var base: Unicode.Scalar?
        for scalar in composed.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark, let base, takesAccentsOff(base) { continue }
            if scalar.properties.generalCategory != .nonspacingMark { base = scalar }
            kept.append(scalar)
        }
        return String(kept).precomposedStringWithCanonicalMapping
    }

    /// The letters whose accents are taken off: Latin, Greek and Cyrillic. The carousel's search
    /// takes them from the index the html sink writes, so a reader's words get the same key.
    package static let accentedLetters: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF,  // Latin
        0x370...0x3FF, 0x1F00...0x1FFF,  // Greek
        0x400...0x52F,  // Cyrillic
    ]

    /// Whether the accents on `base` are taken off.
    private static func takesAccentsOff(_ base: Unicode.Scalar) -> Bool {
        accentedLetters.contains { $0.contains(base.value) }
    }
}
