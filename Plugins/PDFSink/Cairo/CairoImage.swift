import CCairo
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
