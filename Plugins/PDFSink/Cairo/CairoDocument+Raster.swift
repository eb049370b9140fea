import CCairo
import FolioImaging

extension CairoDocument {
    /// The page drawn so far as upright RGBA pixels, when the document draws into pixels
    /// (`init(pixelWidth:pixelHeight:scale:paper:)`); nil for a PDF, or when cairo failed.
    ///
    /// Lifetime: the surface's pixel buffer is read inside this call only, after a flush; it
    /// stays the surface's.
    public func rasterImage() -> RasterImage? {
        guard !isPDF, failure == nil else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return nil }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            // CAIRO_FORMAT_RGB24: one native-endian 32-bit word a pixel, 0x00RRGGBB.
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x]
                let index = (y * width + x) * 4
                pixels[index] = UInt8((word >> 16) & 0xFF)
                pixels[index + 1] = UInt8((word >> 8) & 0xFF)
                pixels[index + 2] = UInt8(word & 0xFF)
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
