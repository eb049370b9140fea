import CHarfBuzz

extension FontFace {
    /// The face as HarfBuzz's subsetter writes it again, every glyph kept at its id (retain
    /// gids) with its outlines, metrics and names, and the face's index 0: what a PDF writer hands
    /// to FreeType and cairo, whose own font readers and subsetters are not hardened against
    /// malformed files (an author's font is untrusted bytes; HarfBuzz reads them through its
    /// sanitizer and writes only what it could read). Nil when HarfBuzz cannot write the face.
    public var rewrittenFileBytes: [UInt8]? {
        // The input and its sets live for this call; the subset face is destroyed on return,
        // after its blob's bytes are copied out.
        guard let input = hb_subset_input_create_or_fail() else { return nil }
        defer { hb_subset_input_destroy(input) }
        hb_subset_input_set_flags(
            input,
            HB_SUBSET_FLAGS_RETAIN_GIDS.rawValue | HB_SUBSET_FLAGS_NAME_LEGACY.rawValue
                | HB_SUBSET_FLAGS_NOTDEF_OUTLINE.rawValue)
        hb_set_add_range(hb_subset_input_glyph_set(input), 0, UInt32(max(glyphCount, 1) - 1))
        hb_set_add_range(hb_subset_input_unicode_set(input), 0, 0x10FFFF)
        guard let subset = hb_subset_or_fail(face, input) else { return nil }
        defer { hb_face_destroy(subset) }
        return FontSubsetter.fileData(of: subset).map { [UInt8]($0) }
    }

    /// The face's ascender (above the baseline) and descender (below it, positive) in font
    /// units, as HarfBuzz reads them (OS/2 typographic metrics when the face asks for them,
    /// else hhea): where a browser puts the baseline inside a line box.
    public var verticalExtents: (ascender: Int, descender: Int) {
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        return (Int(extents.ascender), Int(-extents.descender))
    }

    /// The height of the face's capital letters above the baseline, in font units: OS/2's
    /// `sCapHeight`, or as HarfBuzz derives it (from the outline of `H`) when the face has none;
    /// what a drop cap is sized by.
    public var capHeight: Int {
        var height: hb_position_t = 0
        hb_ot_metrics_get_position_with_fallback(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &height)
        return Int(height)
    }

    /// Where the face strikes text through, in font units: the line's centre above the
    /// baseline and its thickness, from the OS/2 table (`yStrikeoutPosition`, `yStrikeoutSize`)
    /// or, when the face has none, as HarfBuzz derives them: what a browser draws `<s>` with.
    public var strikeout: (offset: Int, thickness: Int) {
        var offset: hb_position_t = 0
        var thickness: hb_position_t = 0
        hb_ot_metrics_get_position_with_fallback(font, HB_OT_METRICS_TAG_STRIKEOUT_OFFSET, &offset)
        hb_ot_metrics_get_position_with_fallback(font, HB_OT_METRICS_TAG_STRIKEOUT_SIZE, &thickness)
        return (Int(offset), Int(thickness))
    }
}
