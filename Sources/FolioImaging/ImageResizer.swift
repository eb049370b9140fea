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
        let horizontal = resampleRows(image.pixels, width: image.width, rows: image.height, to: width)
        let vertical = resampleColumns(horizontal, width: width, rows: image.height, to: height)
        return RasterImage(width: width, height: height, pixels: vertical)
    }

    /// The largest size with `image`'s proportions that fits in `box`, never larger than the image.
    public static func fitting(width: Int, height: Int, in box: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let scale = min(1, min(Double(box.width) / Double(width), Double(box.height) / Double(height)))
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// The horizontal pass: each row of `width` pixels becomes `target` pixels.
    private static func resampleRows(_ source: [UInt8], width: Int, rows: Int, to target: Int) -> [UInt8] {
        let filter = Filter(from: width, to: target)
        var output = [UInt8](repeating: 0, count: rows * target * 4)
        source.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                for row in 0..<rows {
                    let inBase = row * width * 4
                    let outBase = row * target * 4
                    for index in 0..<target {
                        var sums: (Double, Double, Double, Double) = (0, 0, 0, 0)
                        for tap in filter.taps(of: index) {
                            let offset = inBase + filter.sources[tap] * 4
                            // Premultiply so that transparent pixels do not darken edges.
                            let alpha = Double(input[offset + 3]) * filter.weights[tap]
                            sums.0 += Double(input[offset]) * alpha
                            sums.1 += Double(input[offset + 1]) * alpha
                            sums.2 += Double(input[offset + 2]) * alpha
                            sums.3 += alpha
                        }
                        store(sums, total: filter.totals[index], into: out, at: outBase + index * 4)
                    }
                }
            }
        }
        return output
    }

    /// The vertical pass: `rows` rows become `target` rows. Each target row accumulates whole
    /// source rows, so memory is read in order rather than one column at a time; every pixel
    /// still sums its taps in the same order as the horizontal pass does.
    private static func resampleColumns(_ source: [UInt8], width: Int, rows: Int, to target: Int) -> [UInt8] {
        let filter = Filter(from: rows, to: target)
        let rowLength = width * 4
        var output = [UInt8](repeating: 0, count: target * rowLength)
        var sums = [Double](repeating: 0, count: rowLength)
        source.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                sums.withUnsafeMutableBufferPointer { sums in
                    for index in 0..<target {
                        sums.update(repeating: 0)
                        for tap in filter.taps(of: index) {
                            let inBase = filter.sources[tap] * rowLength
                            let weight = filter.weights[tap]
                            for pixel in stride(from: 0, to: rowLength, by: 4) {
                                let offset = inBase + pixel
                                let alpha = Double(input[offset + 3]) * weight
                                sums[pixel] += Double(input[offset]) * alpha
                                sums[pixel + 1] += Double(input[offset + 1]) * alpha
                                sums[pixel + 2] += Double(input[offset + 2]) * alpha
                                sums[pixel + 3] += alpha
                            }
                        }
                        let outBase = index * rowLength
                        for pixel in stride(from: 0, to: rowLength, by: 4) {
                            let pixelSums = (sums[pixel], sums[pixel + 1], sums[pixel + 2], sums[pixel + 3])
                            store(pixelSums, total: filter.totals[index], into: out, at: outBase + pixel)
                        }
                    }
                }
            }
        }
        return output
    }

    /// Writes one pixel from its premultiplied sums; a fully transparent pixel stays 0.
    private static func store(
        _ sums: (Double, Double, Double, Double), total: Double, into out: UnsafeMutableBufferPointer<UInt8>, at target: Int
    ) {
        let alpha = sums.3
        out[target + 3] = clamp(alpha / total)
        if alpha > 0 {
            out[target] = clamp(sums.0 / alpha)
            out[target + 1] = clamp(sums.1 / alpha)
            out[target + 2] = clamp(sums.2 / alpha)
        }
    }

    /// For each target sample, the source samples it covers and by how much, in flat arrays.
    private struct Filter {
        /// The source sample of each tap, taps of target 0 first.
        var sources: [Int] = []
        /// The weight of each tap.
        var weights: [Double] = []
        /// Where each target's taps start in `sources` and `weights`; one more entry at the end.
        var starts: [Int] = [0]
        /// The sum of each target's weights, added in tap order.
        var totals: [Double] = []

        init(from count: Int, to target: Int) {
            let scale = Double(count) / Double(target)
            for index in 0..<target {
                var total = 0.0
                if scale <= 1 {
                    add(min(count - 1, Int(Double(index) * scale)), weight: 1, total: &total)
                } else {
                    let start = Double(index) * scale
                    let end = start + scale
                    var position = Int(start)
                    while Double(position) < end && position < count {
                        let overlap = min(end, Double(position + 1)) - max(start, Double(position))
                        if overlap > 1e-9 { add(position, weight: overlap, total: &total) }
                        position += 1
                    }
                }
                starts.append(sources.count)
                totals.append(total)
            }
        }

        private mutating func add(_ source: Int, weight: Double, total: inout Double) {
            sources.append(source)
            weights.append(weight)
            total += weight
        }

        /// The taps of target sample `index`, as indices into `sources` and `weights`.
        func taps(of index: Int) -> Range<Int> {
            starts[index]..<starts[index + 1]
        }
    }

    /// `value` rounded (half away from zero) and clamped to a byte.
    ///
    /// Fast path: the filter only makes values ≥ 0, and for those `Int(value + 0.5)` is the
    /// same rounding without a call into libm per sample (`rounded()` is one on x86-64). Below
    /// 0.5 the answer is 0, tested first because `0.5 - ε + 0.5` can round up to 1.
    private static func clamp(_ value: Double) -> UInt8 {
        guard value >= 0.5 else { return 0 }
        return UInt8(min(255, Int(value + 0.5)))
    }
}
