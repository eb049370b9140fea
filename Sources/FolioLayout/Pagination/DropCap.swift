import FolioModel

/// A drop cap: the first letter of an article's first paragraph set large, its top on the first
/// line's capitals and its baseline on the last spanned line's, the lines beside it narrowed by
/// its width (`issue.yaml`'s `theme: drop-cap: 3`). The paginator decides it once per geometry
/// (`TextMeasure.dropCap`); every sink draws these numbers: the carousel as a float of exactly
/// this size, the frames and the PDF as a glyph run, so the lines beside it are the paginator's.
public struct DropCap: Sendable, Equatable, Hashable, Decodable {
    /// How many Unicode scalars of the paragraph's text the letter is (its first grapheme).
    public var scalars: Int
    /// How many UTF-16 code units the letter is (the carousel's offsets).
    public var utf16: Int
    /// The letter's size, in CSS pixels per em.
    public var size: Double
    /// The line height the letter is set in, in CSS pixels: a line box whose baseline falls on
    /// the last spanned line's, as CSS places a baseline in a line box (half the leading above
    /// the face's ascender).
    public var lineHeight: Double
    /// The room it takes at the start of the lines beside it: its advance and the gap after it,
    /// in CSS pixels, rounded up to a hundredth so that the carousel's float is never wider.
    public var indent: Double
    /// How many lines it spans.
    public var lines: Int
    /// Its box's height, in CSS pixels: a quarter line short of `lines` of the paragraph's lines,
    /// so that it is beside each of them and never beside the next, whose top a browser rounds
    /// (to 1/64 px); the letter is drawn past it (its descent).
    public var height: Double
    /// The top-level block it opens (set when the paragraph is placed on a page).
    public var block = 0

    /// The letter a drop cap draws from `content`, a paragraph's runs: the first grapheme of its
    /// text, when it is a letter that has case (Latin, Greek, Cyrillic, Armenian, ...) in plain,
    /// emphasised or strong text (not a link or code); nil otherwise.
    package static func letter(of content: [Inline]) -> Character? {
        guard let first = content.first else { return nil }
        switch first {
        case .text(let text):
            guard let letter = text.first, letter.isLetter, letter.isCased else { return nil }
            return letter
        case .emphasis(let inner), .strong(let inner): return letter(of: inner)
        default: return nil
        }
    }
}
