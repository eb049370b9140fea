import CHarfBuzz
import Foundation

/// Cuts a face down to what an issue uses, with HarfBuzz's subsetter, for shipping in the HTML
/// bundle (as WOFF2, see WOFF2.encode).
public enum FontSubsetter {
    /// What the subset keeps besides the glyphs asked for.
    public enum Layout: Sendable {
        /// The characters' glyphs and every glyph the layout tables reach from them (joining
        /// forms, ligatures), with the tables: a browser shaping the same text again finds every
        /// glyph it picks. For shipping.
        case kept
        /// Only the glyphs asked for (and .notdef), without GSUB/GPOS/GDEF, keeping the
        /// characters' map only for characters whose glyphs are kept.
        case dropped
    }

    /// `face` (as an sfnt font) keeping the characters of `text` and the `glyphs` (ids from
    /// shaping). Glyph ids are renumbered unless `keepsGlyphIDs`, which keeps every kept glyph
    /// at its id in `face` (the glyphs left out become empty), for glyph ids shaped in the
    /// whole face. Throws when HarfBuzz cannot subset the face.
    public static func subset(
        _ face: FontFace, text: String, glyphs: Set<UInt32> = [], layout: Layout = .kept, keepsGlyphIDs: Bool = false
    ) throws(TextEngineError) -> Data {
        // The input and its sets live for this call; the sets belong to the input.
        guard let input = hb_subset_input_create_or_fail() else { throw TextEngineError("HarfBuzz subset input") }
        defer { hb_subset_input_destroy(input) }
        if keepsGlyphIDs {
            hb_subset_input_set_flags(
                input, hb_subset_input_get_flags(input).rawValue | HB_SUBSET_FLAGS_RETAIN_GIDS.rawValue)
        }
        let unicodes = hb_subset_input_unicode_set(input)
        let glyphSet = hb_subset_input_glyph_set(input)
        for scalar in Set(text.unicodeScalars) {
            switch layout {
            case .kept: hb_set_add(unicodes, scalar.value)
            case .dropped:
                if let glyph = face.glyph(for: scalar), glyphs.contains(glyph) { hb_set_add(unicodes, scalar.value) }
            }
        }
        for glyph in glyphs where Int(glyph) < face.glyphCount { hb_set_add(glyphSet, glyph) }
        if layout == .dropped {
            let dropped = hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG)
            for tag in ["GSUB", "GPOS", "GDEF"] { hb_set_add(dropped, hb_tag_from_string(tag, 4)) }
        }
        guard let subset = hb_subset_or_fail(face.face, input) else {
            throw TextEngineError("HarfBuzz subsetting of \(face.familyName)")
        }
        defer { hb_face_destroy(subset) }
        guard let data = fileData(of: subset) else {
            throw TextEngineError("HarfBuzz subsetting of \(face.familyName)")
        }
        return data
    }

    /// The font file of a face HarfBuzz's subsetter made (its blob, copied into Data before the
    /// reference taken here is released); nil when it is empty.
    static func fileData(of subset: OpaquePointer) -> Data? {
        let blob = hb_face_reference_blob(subset)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return Data(bytes: bytes, count: Int(length))
    }
}
