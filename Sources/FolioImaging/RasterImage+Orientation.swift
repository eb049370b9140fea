extension RasterImage {
    /// The image turned and flipped as EXIF orientation `orientation` asks, so that it is
    /// upright; orientation 1 (or an unknown value) returns it unchanged.
    public func oriented(_ orientation: Int) -> RasterImage {
        guard (2...8).contains(orientation) else { return self }
        let swaps = ExifOrientation.swapsSides(orientation)
        let newWidth = swaps ? height : width
        let newHeight = swaps ? width : height
        var output = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                // Where the upright pixel (x, y) is stored, per the EXIF definitions.
                let (sourceX, sourceY): (Int, Int)
                switch orientation {
                case 2: (sourceX, sourceY) = (width - 1 - x, y)
                case 3: (sourceX, sourceY) = (width - 1 - x, height - 1 - y)
                case 4: (sourceX, sourceY) = (x, height - 1 - y)
                case 5: (sourceX, sourceY) = (y, x)
                case 6: (sourceX, sourceY) = (y, height - 1 - x)
                case 7: (sourceX, sourceY) = (width - 1 - y, height - 1 - x)
                default: (sourceX, sourceY) = (width - 1 - y, x)  // 8
                }
                let from = (sourceY * width + sourceX) * 4
                let to = (y * newWidth + x) * 4
                output[to] = pixels[from]
                output[to + 1] = pixels[from + 1]
                output[to + 2] = pixels[from + 2]
                output[to + 3] = pixels[from + 3]
            }
        }
        return RasterImage(width: newWidth, height: newHeight, pixels: output)
    }
}
