import FolioModel
import FolioText

extension Slug {
    /// The transform every id is made with, opened once (nil only when ICU lacks its data).
    private static let transliterator = try? IDTransliterator()

    /// `"Yosemite Valley (1864)"` → `"yosemite-valley-1864"`, `"日本の旅"` → `"ri-ben-no-lu"`,
    /// `"Москва"` → `"moskva"`: text in any script is transliterated to ASCII (ICU,
    /// `IDTransliterator`), letters and digits are kept in lower case and anything else joins
    /// words with one hyphen; `"article"` when nothing is left.
    public static func make(_ text: String) -> String {
        let id = (try? transliterator?.id(for: text)) ?? ""
        return id.isEmpty ? "article" : id
    }

    /// A heading's anchor: its text without punctuation (`Don't` is `dont`, `Node.js` is
    /// `nodejs`, as GitHub, kramdown and Hugo write fragments), then by the rule of ids
    /// (`"Part Two: the Return"` → `"part-two-the-return"`); `"section"` when nothing is left.
    /// Links match a written fragment (`#Part-Two`, GitHub's `#part-two--the-return`) by its
    /// anchor, so the fragments of every generator land on the same heading.
    public static func anchor(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil || properties.isWhitespace
                || scalar == "-" || scalar == "_" || properties.generalCategory == .nonspacingMark
            {
                kept.append(scalar)
            }
        }
        let id = (try? transliterator?.id(for: String(kept))) ?? ""
        return id.isEmpty ? "section" : id
    }
}
