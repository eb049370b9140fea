/// Turns titles and file names into stable, URL-safe article ids and heading anchors.
///
/// `Slug.make` and `Slug.anchor` transliterate with ICU, so they live beside the text engine,
/// in FolioLayout (`Slug+Transliteration.swift`), and the model links no C library; what is
/// here needs nothing but the standard library.
public enum Slug {
    /// An anchor without its hyphens: what two generators' fragments of one heading still
    /// share when one joined words where the other dropped punctuation (Zola's `node-js`,
    /// GitHub's `nodejs`).
    public static func anchorLetters(_ anchor: String) -> String {
        anchor.filter { $0 != "-" }
    }
}
