import CHarfBuzz

extension FontFace {
    /// Shapes `text` as one run with HarfBuzz: kerning, ligatures, Arabic joining, Indic
    /// reordering and Thai marks, as a browser applies them with this face. `script` and
    /// `direction` default to those of the text's dominant script; `language` is a BCP 47 tag
    /// ("ar", "ja"), which picks language-specific glyph forms.
    public func shape(
        _ text: some StringProtocol, script: Script? = nil, language: String? = nil, direction: TextDirection? = nil
    ) -> ShapedRun {
        var utf8 = String(text)
        guard !utf8.isEmpty else { return ShapedRun(glyphs: [], unitsPerEm: unitsPerEm) }
        let script = script ?? Script.dominant(in: utf8)
        // One buffer per call (a buffer is not shared between threads); destroyed on return,
        // after its glyphs are copied out.
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        utf8.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        if let script { hb_buffer_set_script(buffer, hb_script_from_string(script.tag, 4)) }
        if let language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        switch direction ?? script?.direction {
        case .rightToLeft: hb_buffer_set_direction(buffer, HB_DIRECTION_RTL)
        case .leftToRight: hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        case nil: break
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        guard hb_buffer_allocation_successful(buffer) != 0 else {
            return ShapedRun(glyphs: [], unitsPerEm: unitsPerEm)
        }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        guard let infos, let positions else { return ShapedRun(glyphs: [], unitsPerEm: unitsPerEm) }
        let glyphs = (0..<Int(count)).map { index in
            ShapedGlyph(
                glyph: infos[index].codepoint, cluster: Int(infos[index].cluster),
                advance: Int(positions[index].x_advance), xOffset: Int(positions[index].x_offset),
                yOffset: Int(positions[index].y_offset))
        }
        return ShapedRun(glyphs: glyphs, unitsPerEm: unitsPerEm)
    }
}
