/// Shrinks images by area averaging: each target pixel is the mean of the source area it
/// covers, weighted by coverage. It is the right filter for downscaling photos (no aliasing,
/// no ringing) and is separable, so it costs two passes (see `AreaResampler`, which does the
/// work one row at a time, and which the decoders feed directly).
public enum ImageResizer {
    /// `image` scaled to `width` x `height`. Enlarging is done by nearest neighbour; Folio only
    /// enlarges when asked for a size larger than the source, which the asset stage avoids.
    public static func resize(_ image: RasterImage, width: Int, height: Int) -> RasterImage {
        let width = max(1, width)
        let height = max(1, height)
        if width == image.width && height == image.height { return image }
        var resampler = AreaResampler(
            sourceWidth: image.width, sourceHeight: image.height, width: width, height: height)
        let rowLength = image.width * 4
        image.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<image.height {
                resampler.add(row: UnsafeBufferPointer(rebasing: pixels[(row * rowLength)..<((row + 1) * rowLength)]))
            }
        }
        return resampler.image()
    }

    /// The largest size with `image`'s proportions that fits in `box`, never larger than the image.
    public static func fitting(width: Int, height: Int, in box: (width: Int, height: Int)) -> (width: Int, height: Int)
    {
        let scale = min(1, min(Double(box.width) / Double(width), Double(box.height) / Double(height)))
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }
}
