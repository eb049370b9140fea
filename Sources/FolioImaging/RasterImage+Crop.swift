extension RasterImage {
    /// The pixels inside the rectangle at (`x`, `y`) of `width` × `height`, clamped to the image.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> RasterImage {
        let left = max(0, min(x, self.width - 1)), top = max(0, min(y, self.height - 1))
        let width = max(1, min(width, self.width - left)), height = max(1, min(height, self.height - top))
        if left == 0, top == 0, width == self.width, height == self.height { return self }
        var result: [UInt8] = []
        result.reserveCapacity(width * height * 4)
        for row in top..<(top + height) {
            let start = (row * self.width + left) * 4
            result.append(contentsOf: pixels[start..<(start + width * 4)])
        }
        return RasterImage(width: width, height: height, pixels: result)
    }

    /// The largest centred rectangle of the image with the proportions `aspect` (width over
    /// height): the whole width or the whole height.
    public static func centredCrop(width: Int, height: Int, aspect: Double) -> (
        x: Int, y: Int, width: Int, height: Int
    ) {
        if Double(width) / Double(height) > aspect {
            let cropWidth = max(1, min(width, Int((Double(height) * aspect).rounded())))
            return ((width - cropWidth) / 2, 0, cropWidth, height)
        }
        let cropHeight = max(1, min(height, Int((Double(width) / aspect).rounded())))
        return (0, (height - cropHeight) / 2, width, cropHeight)
    }
}
