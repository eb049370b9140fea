/// One glyph of a shaped run, in the face's font units.
public struct ShapedGlyph: Sendable, Hashable {
    /// The glyph's id in the face (0 is .notdef: the face has no glyph for the character).
    public let glyph: UInt32
    /// The UTF-8 offset in the run's text of the first character this glyph draws.
    public let cluster: Int
    /// How far the pen moves after the glyph, horizontally.
    public let advance: Int
    /// Where the glyph is drawn relative to the pen (marks above a base letter, kerning...).
    public let xOffset: Int
    /// The vertical offset from the baseline.
    public let yOffset: Int
}

/// The glyphs HarfBuzz chose for a run of text and where they go, in font units: in visual
/// order (left to right on the page, so a right-to-left run's first glyph is its last letter).
public struct ShapedRun: Sendable, Hashable {
    /// The glyphs, left to right as drawn.
    public let glyphs: [ShapedGlyph]
    /// The face's units per em: divide by it and multiply by a size in points to get points.
    public let unitsPerEm: Int

    /// The run's width in font units: the sum of its advances.
    public var advance: Int { glyphs.reduce(0) { $0 + $1.advance } }

    /// Whether some character had no glyph in the face (HarfBuzz drew .notdef, glyph 0).
    public var hasMissingGlyphs: Bool { glyphs.contains { $0.glyph == 0 } }

    /// The run's width at `pointSize`.
    public func width(atPointSize pointSize: Double) -> Double {
        Double(advance) * pointSize / Double(unitsPerEm)
    }
}
