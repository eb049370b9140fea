import CFolioICU

/// Arabic as a renderer that does not shape it needs it (a terminal draws each character in
/// its cell with the glyph the font gives it alone): each letter replaced by its contextual
/// presentation form (isolated, initial, medial or final, from the letters beside it in logical
/// order), and lam followed by alef by their one ligature. Through ICU's `u_shapeArabic`.
public enum ArabicPresentationForms {
    /// Whether `scalar` is a letter the shaping replaces (Arabic, Arabic Supplement).
    public static func shapes(_ scalar: Unicode.Scalar) -> Bool {
        (0x0600...0x06FF).contains(scalar.value) || (0x0750...0x077F).contains(scalar.value)
    }

    /// `units` (UTF-16, logical order) with their Arabic letters shaped: as long, or shorter by
    /// one for each lam-alef ligature. Throws only when ICU fails.
    public static func shaped(_ units: [UInt16]) throws(TextEngineError) -> [UInt16] {
        var out = [UInt16](repeating: 0, count: max(units.count, 1))
        let length = folio_icu_arabic_presentation_forms(units, Int32(units.count), &out, Int32(out.count))
        guard length >= 0 else { throw TextEngineError("ICU Arabic shaping") }
        return Array(out.prefix(Int(length)))
    }

    /// Whether `unit` is one of the lam-alef ligatures (U+FEF5...U+FEFC) that stand for two letters.
    public static func isLamAlef(_ unit: UInt16) -> Bool {
        (0xFEF5...0xFEFC).contains(unit)
    }
}
