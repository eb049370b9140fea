import CCairo
import FolioImaging
import Foundation

/// A photo as a cairo image surface. A JPEG is not decoded: the surface has the photo's size
/// and its bytes attached as mime data (CAIRO_MIME_TYPE_JPEG), which the PDF surface embeds
/// as they are (DCTDecode). A PNG is decoded by cairo and embedded losslessly.
///
/// Lifetime: this object owns one reference to the surface (destroyed in deinit). The JPEG
/// bytes are a malloc'd copy that cairo frees (`free` as the mime data's destroy function)
/// when the surface goes, after the PDF surface that drew it has written it.
public final class CairoImage {
    let surface: OpaquePointer
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// A JPEG of `width` × `height` pixels, passed through.
    public init?(jpeg data: Data, width: Int, height: Int, uniqueID: String) {
        guard width > 0, height > 0,
            let made = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(made)
            return nil
        }
        let copy = malloc(max(data.count, 1))!
        data.copyBytes(to: copy.assumingMemoryBound(to: UInt8.self), count: data.count)
        // cairo owns `copy` from here: it calls free when the surface no longer needs it.
        cairo_surface_set_mime_data(
            made, CAIRO_MIME_TYPE_JPEG, copy.assumingMemoryBound(to: UInt8.self), UInt(data.count), free, copy)
        let id = Array(uniqueID.utf8)
        let idCopy = malloc(max(id.count, 1))!
        id.withUnsafeBytes { idCopy.copyMemory(from: $0.baseAddress!, byteCount: id.count) }
        cairo_surface_set_mime_data(
            made, CAIRO_MIME_TYPE_UNIQUE_ID, idCopy.assumingMemoryBound(to: UInt8.self), UInt(id.count), free, idCopy)
        surface = made
        self.width = width
        self.height = height
    }

    /// A PNG, decoded by cairo.
    public init?(png data: Data) {
        var reader = PNGReader(data: data)
        let made = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream(readPNG, pointer)
        }
        guard let made, cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
            if let made { cairo_surface_destroy(made) }
            return nil
        }
        surface = made
        width = Int(cairo_image_surface_get_width(made))
        height = Int(cairo_image_surface_get_height(made))
    }

    /// An opaque image surface of `width` × `height` pixels whose pixel rows `fill` writes
    /// (the rows' base and their stride in bytes, each pixel a native-endian 0x00RRGGBB).
    init?(opaqueWidth width: Int, height: Int, fill: (UnsafeMutablePointer<UInt8>, Int) -> Void) {
        guard width > 0, height > 0, width <= 32768, height <= 32768,
            let made = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(made) else {
            cairo_surface_destroy(made)
            return nil
        }
        cairo_surface_flush(made)
        fill(data, Int(cairo_image_surface_get_stride(made)))
        cairo_surface_mark_dirty(made)
        surface = made
        self.width = width
        self.height = height
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}

/// The bytes cairo's PNG reader asks for, in order.
private struct PNGReader {
    let data: Data
    var position = 0
}

/// cairo's read function for a PNG stream: copies the next `length` bytes, or fails at the end.
private func readPNG(
    _ closure: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
    let reader = closure.assumingMemoryBound(to: PNGReader.self)
    let count = Int(length)
    guard reader.pointee.position + count <= reader.pointee.data.count else { return CAIRO_STATUS_READ_ERROR }
    let start = reader.pointee.data.startIndex + reader.pointee.position
    reader.pointee.data.copyBytes(to: buffer, from: start..<start + count)
    reader.pointee.position += count
    return CAIRO_STATUS_SUCCESS
}

extension CairoImage {
    /// Decoded pixels (their alpha dropped: a photo is drawn opaque), for a document that
    /// draws into pixels, where a JPEG's bytes passed through would draw nothing.
    ///
    /// Lifetime: the pixels are copied into a surface this object owns; `image` is not kept.
    public convenience init?(pixels image: RasterImage) {
        self.init(opaqueWidth: image.width, height: image.height) { data, stride in
            image.pixels.withUnsafeBufferPointer { source in
                for y in 0..<image.height {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<image.width {
                        let index = (y * image.width + x) * 4
                        row[x] =
                            UInt32(source[index]) << 16 | UInt32(source[index + 1]) << 8 | UInt32(source[index + 2])
                    }
                }
            }
        }
    }
}
