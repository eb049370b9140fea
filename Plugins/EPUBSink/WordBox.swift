/// A word's box: how tall its line is and how far below the box's top its baseline falls, so
/// that a word placed by its box's top sits on the frame's baseline. CSS puts the baseline half
/// the leading (the line height less the face's ascent and descent) below the top, then the
/// ascent; Blink and WebKit first round the ascent and descent to whole pixels, and floor a
/// negative half leading. The line height is therefore the rounded ascent plus the rounded
/// descent, in whole pixels: no leading, and the baseline exactly the rounded ascent below the
/// top (an engine that does not round, Gecko, puts it within half a pixel of that).
struct WordBox {
    /// The line height, in CSS pixels.
    let lineHeight: Double
    /// The baseline below the box's top, in CSS pixels.
    let baselineOffset: Double

    /// The box of a word in a face of `ascender` and `descender` (in ems) at `size` pixels.
    init(ascender: Double, descender: Double, size: Double) {
        let ascent = (ascender * size + 0.5).rounded(.down)
        let descent = (descender * size + 0.5).rounded(.down)
        lineHeight = max(ascent + descent, 1)
        baselineOffset = ascent
    }
}
