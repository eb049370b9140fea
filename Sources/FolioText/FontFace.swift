import CHarfBuzz
import Foundation

/// One font face loaded from file bytes (OpenType, TrueType, a face of a collection, or WOFF2),
/// ready for shaping and subsetting. The bytes are untrusted (an author may name any file):
/// HarfBuzz checks every table before it reads it, and WOFF2 is decoded with a size limit.
///
/// Lifetime: the face owns one hb_face_t and one hb_font_t, destroyed in deinit. HarfBuzz keeps
/// its own copy of the bytes (the blob is made with HB_MEMORY_MODE_DUPLICATE) and frees it with
/// the face. The font is made immutable, so shaping may run on several threads at once, which
/// is what makes this class Sendable.
public final class FontFace: @unchecked Sendable {
    /// The largest font file Folio reads (Noto Serif CJK's collection is 27 MB).
    public static let maximumBytes = 64 * 1024 * 1024

    /// Font units per em: every advance this face reports is in these units.
    public let unitsPerEm: Int
    /// How many glyphs the face has.
    public let glyphCount: Int
    /// The family name from the face's name table ("Noto Sans Thai"), or "" when it has none.
    public let familyName: String
    /// The PostScript name from the face's name table ("NotoSansCJKjp-Bold"), or "" when it has none.
    public let postScriptName: String

    let face: OpaquePointer
    let font: OpaquePointer

    /// Loads face `index` (0 unless the bytes are a collection) from `data`.
    public convenience init(data: Data, index: Int = 0) throws(FontFaceError) {
        guard data.count <= Self.maximumBytes else {
            throw .tooLarge(bytes: data.count, limit: Self.maximumBytes)
        }
        if data.starts(with: Array("wOFF".utf8)) { throw .woff1 }
        if data.starts(with: WOFF2.signature) {
            guard let sfnt = WOFF2.decode(data) else { throw .damagedWOFF2 }
            try self.init(sfnt: sfnt, index: index)
        } else {
            try self.init(sfnt: data, index: index)
        }
    }

    /// Loads face `index` of the font file at `url`.
    public convenience init(contentsOf url: URL, index: Int = 0) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let size = (attributes[.size] as? Int) ?? 0
        guard size <= Self.maximumBytes else { throw FontFaceError.tooLarge(bytes: size, limit: Self.maximumBytes) }
        // Mapped, not read: HarfBuzz copies the bytes it keeps, so a 20 MB collection is not in
        // memory twice while the face is made.
        try self.init(data: try Data(contentsOf: url, options: .alwaysMapped), index: index)
    }

    private init(sfnt: Data, index: Int) throws(FontFaceError) {
        // HB_MEMORY_MODE_DUPLICATE: HarfBuzz copies the bytes now; `sfnt` may go after the call.
        let blob = sfnt.withUnsafeBytes { bytes in
            hb_blob_create(
                bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(bytes.count), HB_MEMORY_MODE_DUPLICATE,
                nil, nil)
        }
        // The face takes its own reference to the blob; ours is released here.
        defer { hb_blob_destroy(blob) }
        let faces = Int(hb_face_count(blob))
        guard faces > 0 else { throw .notAFont }
        guard index >= 0, index < faces else { throw .noSuchFace(index: index, faces: faces) }
        let face = hb_face_create(blob, UInt32(index))!
        let glyphs = Int(hb_face_get_glyph_count(face))
        let upem = Int(hb_face_get_upem(face))
        guard glyphs > 0, upem >= 16, upem <= 16384 else {
            hb_face_destroy(face)
            throw .notAFont
        }
        hb_face_make_immutable(face)
        let font = hb_font_create(face)!
        hb_font_make_immutable(font)
        self.face = face
        self.font = font
        self.unitsPerEm = upem
        self.glyphCount = glyphs
        self.familyName = Self.name(hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY), of: face)
        self.postScriptName = Self.name(hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME), of: face)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// The glyph the face's character map gives `scalar`, or nil when the face has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// Whether the face has a glyph for every letter, mark, digit and symbol of `text` (spaces,
    /// controls and format characters are left out: a browser draws them without the font).
    public func covers(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy { !$0.needsGlyph || glyph(for: $0) != nil }
    }

    private static func name(_ id: hb_ot_name_id_t, of face: OpaquePointer) -> String {
        var length: UInt32 = 256
        var buffer = [CChar](repeating: 0, count: Int(length))
        _ = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", 2), &length, &buffer)
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
