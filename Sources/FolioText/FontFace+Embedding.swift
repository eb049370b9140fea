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

    /// The face's ascender (above the baseline) and descender (below it, positive) in font
    /// units, as HarfBuzz reads them (OS/2 typographic metrics when the face asks for them,
    /// else hhea): where a browser puts the baseline inside a line box.
    public var verticalExtents: (ascender: Int, descender: Int) {
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        return (Int(extents.ascender), Int(-extents.descender))
    }
}
