/// Enlarges an image by bilinear interpolation, for a photo zoomed in further than its
/// pixels go (the terminal preview at 8× shows a few hundred of a photo's pixels across a
/// whole window): smooth gradients instead of the squares nearest-neighbour makes.
public enum BilinearEnlarger {
    /// `image` at `width` × `height`; for a size not larger in both directions, the area
    /// average of `ImageResizer` is the right filter and is used instead.
    public static func resize(_ image: RasterImage, width: Int, height: Int) -> RasterImage {
        let width = max(width, 1), height = max(height, 1)
        guard width > image.width || height > image.height, image.width > 0, image.height > 0 else {
            return ImageResizer.resize(image, width: width, height: height)
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let scaleX = Double(image.width) / Double(width)
        let scaleY = Double(image.height) / Double(height)
        for y in 0..<height {
            // Pixel centres map to pixel centres.
            let sourceY = min(max((Double(y) + 0.5) * scaleY - 0.5, 0), Double(image.height - 1))
            let top = Int(sourceY), bottom = min(top + 1, image.height - 1)
            let fy = sourceY - Double(top)
            for x in 0..<width {
                let sourceX = min(max((Double(x) + 0.5) * scaleX - 0.5, 0), Double(image.width - 1))
                let left = Int(sourceX), right = min(left + 1, image.width - 1)
                let fx = sourceX - Double(left)
                let a = (top * image.width + left) * 4, b = (top * image.width + right) * 4
                let c = (bottom * image.width + left) * 4, d = (bottom * image.width + right) * 4
                let target = (y * width + x) * 4
                for channel in 0..<4 {
                    let upper = Double(image.pixels[a + channel]) * (1 - fx) + Double(image.pixels[b + channel]) * fx
                    let lower = Double(image.pixels[c + channel]) * (1 - fx) + Double(image.pixels[d + channel]) * fx
                    pixels[target + channel] = UInt8((upper * (1 - fy) + lower * fy).rounded())
                }
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
