import CHarfBuzz

extension FontFace {
    /// The face's font file as HarfBuzz keeps it (the whole collection for a face of one; the
    /// decoded OpenType file for WOFF2) and the face's index in it: what a PDF writer hands to
    /// FreeType to embed and subset exactly the face the text was shaped with.
    public var fileBytes: (bytes: [UInt8], index: Int) {
        // One reference to the face's blob, released on return; the bytes are copied out first.
        let blob = hb_face_reference_blob(face)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return ([], 0) }
        let buffer = UnsafeRawBufferPointer(start: bytes, count: Int(length))
        return (Array(buffer.bindMemory(to: UInt8.self)), Int(hb_face_get_index(face)))
    }

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
        let blob = hb_face_reference_blob(subset)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return Array(UnsafeRawBufferPointer(start: bytes, count: Int(length)).bindMemory(to: UInt8.self))
    }

    /// The face's ascender (above the baseline) and descender (below it, positive) in font
    /// units, as HarfBuzz reads them (OS/2 typographic metrics when the face asks for them,
    /// else hhea): where a browser puts the baseline inside a line box.
    public var verticalExtents: (ascender: Int, descender: Int) {
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        return (Int(extents.ascender), Int(-extents.descender))
    }
}
