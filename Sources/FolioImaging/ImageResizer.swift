/// Shrinks images by area averaging: each target pixel is the mean of the source area it
/// covers, weighted by coverage. It is the right filter for downscaling photos (no aliasing,
/// no ringing) and is separable, so it costs two passes.
public enum ImageResizer {
    /// `image` scaled to `width` x `height`. Enlarging is done by nearest neighbour; Folio only
    /// enlarges when asked for a size larger than the source, which the asset stage avoids.
    public static func resize(_ image: RasterImage, width: Int, height: Int) -> RasterImage {
        let width = max(1, width)
        let height = max(1, height)
        if width == image.width && height == image.height { return image }
        let horizontal = resample(
            image.pixels, count: image.width, lines: image.height, to: width,
            stride: 4, lineStride: image.width * 4, outStride: 4, outLineStride: width * 4)
        let vertical = resample(
            horizontal, count: image.height, lines: width, to: height,
            stride: width * 4, lineStride: 4, outStride: width * 4, outLineStride: 4)
        return RasterImage(width: width, height: height, pixels: vertical)
    }

    /// The largest size with `image`'s proportions that fits in `box`, never larger than the image.
    public static func fitting(width: Int, height: Int, in box: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let scale = min(1, min(Double(box.width) / Double(width), Double(box.height) / Double(height)))
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// One pass along one axis: `lines` lines of `count` samples each become `target` samples.
    private static func resample(
        _ source: [UInt8], count: Int, lines: Int, to target: Int,
        stride: Int, lineStride: Int, outStride: Int, outLineStride: Int
    ) -> [UInt8] {
        let weights = coverage(from: count, to: target)
        var output = [UInt8](repeating: 0, count: lines * target * 4)
        source.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                for line in 0..<lines {
                    let inBase = line * lineStride
                    let outBase = line * outLineStride
                    for (index, taps) in weights.enumerated() {
                        var sums: (Double, Double, Double, Double) = (0, 0, 0, 0)
                        var total = 0.0
                        for tap in taps {
                            let offset = inBase + tap.index * stride
                            // Premultiply so that transparent pixels do not darken edges.
                            let alpha = Double(input[offset + 3]) * tap.weight
                            sums.0 += Double(input[offset]) * alpha
                            sums.1 += Double(input[offset + 1]) * alpha
                            sums.2 += Double(input[offset + 2]) * alpha
                            sums.3 += alpha
                            total += tap.weight
                        }
                        let target = outBase + index * outStride
                        let alpha = sums.3
                        out[target + 3] = clamp(alpha / total)
                        if alpha > 0 {
                            out[target] = clamp(sums.0 / alpha)
                            out[target + 1] = clamp(sums.1 / alpha)
                            out[target + 2] = clamp(sums.2 / alpha)
                        }
                    }
                }
            }
        }
        return output
    }

    private struct Tap {
        let index: Int
        let weight: Double
    }

    /// For each target sample, the source samples it covers and by how much.
    private static func coverage(from count: Int, to target: Int) -> [[Tap]] {
        let scale = Double(count) / Double(target)
        return (0..<target).map { index in
            if scale <= 1 {
                return [Tap(index: min(count - 1, Int(Double(index) * scale)), weight: 1)]
            }
            let start = Double(index) * scale
            let end = start + scale
            var taps: [Tap] = []
            var position = Int(start)
            while Double(position) < end && position < count {
                let overlap = min(end, Double(position + 1)) - max(start, Double(position))
                if overlap > 1e-9 { taps.append(Tap(index: position, weight: overlap)) }
                position += 1
            }
            return taps
        }
    }

    private static func clamp(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
