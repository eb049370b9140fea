extension Unicode.Scalar {
    /// Whether a face must have a glyph for this character to draw it: spaces, controls,
    /// format characters (joiners, direction marks) and variation selectors are drawn, or not,
    /// without one.
    var needsGlyph: Bool {
        !properties.isWhitespace && properties.generalCategory != .control && properties.generalCategory != .format
            && !isVariationSelector
    }

    /// A variation selector (U+FE00-FE0F, U+E0100-E01EF): it picks a form of the character before
    /// (text or emoji presentation) and is drawn with it, without a glyph of its own.
    var isVariationSelector: Bool {
        (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
    }
}
