import CCairo

/// A cairo font face made from a font file's bytes through FreeType, for drawing shaped glyphs
/// (glyph ids, not characters) into a PDF, which cairo embeds as a subset of the glyphs drawn.
///
/// Lifetime: `FreeTypeHolder` owns the font bytes (a copy), the FT_Library and the FT_Face
/// made from them. The cairo font face holds the holder as user data (one retain), and cairo
/// releases it through `releaseHolder` when the face's last reference goes, which may be after
/// this object's deinit (the PDF surface keeps the faces it used until it is finished). This
/// object owns one reference to the cairo face and drops it in deinit.
public final class CairoFontFace {
    let face: OpaquePointer
    /// Whether the font has colour glyph tables (an emoji font's bitmaps or layers): cairo
    /// draws such glyphs as images, not as text (`CairoDocument.draw` clips them to the page).
    public let hasColourGlyphs: Bool

    /// The key the holder is stored under on every face (its address is the key).
    nonisolated(unsafe) private static let holderKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// Loads face `index` of the font file `bytes`; nil when FreeType cannot read it.
    public init?(bytes: [UInt8], index: Int) {
        guard let holder = FreeTypeHolder(bytes: bytes, index: index) else { return nil }
        guard let made = cairo_ft_font_face_create_for_ft_face(holder.face, 0),
            cairo_font_face_status(made) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let retained = Unmanaged.passRetained(holder).toOpaque()
        guard cairo_font_face_set_user_data(made, Self.holderKey, retained, releaseHolder) == CAIRO_STATUS_SUCCESS
        else {
            Unmanaged<FreeTypeHolder>.fromOpaque(retained).release()
            cairo_font_face_destroy(made)
            return nil
        }
        face = made
        hasColourGlyphs = holder.face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
    }

    deinit {
        cairo_font_face_destroy(face)
    }
}

/// cairo's destroy function for a face's user data: releases the holder it retained.
private func releaseHolder(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<FreeTypeHolder>.fromOpaque(pointer).release()
}

/// The FreeType side of a cairo face: the bytes, the library and the face, freed together
/// (face first, then the library, then the bytes the face read from).
private final class FreeTypeHolder {
    let face: FT_Face
    private let library: FT_Library
    private let bytes: UnsafeMutableRawBufferPointer

    init?(bytes font: [UInt8], index: Int) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(font.count, 1), alignment: 8)
        font.withUnsafeBytes { bytes.copyMemory(from: $0) }
        var face: FT_Face?
        let error = FT_New_Memory_Face(
            library, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(font.count), FT_Long(index),
            &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            bytes.deallocate()
            return nil
        }
        self.face = face
        self.library = library
        self.bytes = bytes
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        bytes.deallocate()
    }
}
