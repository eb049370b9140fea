extension Unicode.Scalar {
    /// Whether a face must have a glyph for this character to draw it: spaces, controls and
    /// format characters (joiners, direction marks) are drawn, or not, without one.
    var needsGlyph: Bool {
        !properties.isWhitespace && properties.generalCategory != .control && properties.generalCategory != .format
    }
}
