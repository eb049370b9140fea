/// The area-averaging resizer fed one source row at a time, so that a photo can be shrunk
/// while it is decoded, without ever holding it whole: memory is the output plus two rows.
///
/// Each row is resampled horizontally as it arrives (premultiplied by alpha, rounded to bytes);
/// each output row accumulates the resampled source rows it covers, in source order, so every
/// pixel sums its taps in the same order as a whole-image two-pass resize would.
struct AreaResampler {
    /// The size of the source rows.
    let sourceWidth: Int
    let sourceHeight: Int
    /// The size of the output.
    let width: Int
    let height: Int

    private let horizontal: ResamplingFilter
    private let vertical: ResamplingFilter
    /// For each source row, the output rows it contributes to and the tap that says how much
    /// (indices into `vertical`), in flat arrays.
    private var contributions: [(target: Int, tap: Int)] = []
    private var contributionStarts: [Int] = [0]
    /// The premultiplied sums of output rows still being accumulated, by output row.
    private var open: [Int: [Double]] = [:]
    private var spare: [[Double]] = []
    private var resampledRow: [UInt8]
    private var nextSourceRow = 0
    private var output: [UInt8]

    /// A resampler from `sourceWidth` x `sourceHeight` rows to `width` x `height` pixels.
    init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) {
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.width = max(1, width)
        self.height = max(1, height)
        horizontal = ResamplingFilter(from: sourceWidth, to: self.width)
        vertical = ResamplingFilter(from: sourceHeight, to: self.height)
        resampledRow = [UInt8](repeating: 0, count: self.width * 4)
        output = [UInt8](repeating: 0, count: self.width * self.height * 4)
        guard self.width != sourceWidth || self.height != sourceHeight else { return }
        var bySource = [[(target: Int, tap: Int)]](repeating: [], count: sourceHeight)
        for target in 0..<self.height {
            for tap in vertical.taps(of: target) { bySource[vertical.sources[tap]].append((target, tap)) }
        }
        for list in bySource {
            contributions += list
            contributionStarts.append(contributions.count)
        }
    }

    /// The number of bytes a resampler of this size holds at most: its output, the resampled
    /// row and the sums of the output rows being accumulated (at most two when shrinking).
    static func workingBytes(width: Int, height: Int) -> Int {
        width * height * 4 + width * 4 + 2 * width * 4 * MemoryLayout<Double>.size
    }

    /// Whether every source row has been added.
    var isComplete: Bool { nextSourceRow == sourceHeight }

    /// Adds the next source row: `sourceWidth * 4` bytes of RGBA.
    mutating func add(row: UnsafeBufferPointer<UInt8>) {
        precondition(row.count >= sourceWidth * 4 && nextSourceRow < sourceHeight, "AreaResampler: row out of place")
        let source = nextSourceRow
        nextSourceRow += 1
        if width == sourceWidth && height == sourceHeight {
            // The same size: the row as it is, as `ImageResizer.resize` returns such an image.
            output.withUnsafeMutableBufferPointer { out in
                _ = UnsafeMutableBufferPointer(rebasing: out[(source * width * 4)...]).update(
                    fromContentsOf: row.prefix(width * 4))
            }
            return
        }
        let range = contributionStarts[source]..<contributionStarts[source + 1]
        guard !range.isEmpty else { return }
        resampleRow(row)
        for index in range {
            let (target, tap) = contributions[index]
            var sums = open.removeValue(forKey: target) ?? spare.popLast() ?? [Double](repeating: 0, count: width * 4)
            accumulate(into: &sums, weight: vertical.weights[tap])
            if tap == vertical.taps(of: target).upperBound - 1 {
                store(&sums, row: target)
                spare.append(sums)
            } else {
                open[target] = sums
            }
        }
    }

    /// The resized image; every source row must have been added.
    func image() -> RasterImage {
        precondition(isComplete, "AreaResampler: image asked for before its last row")
        return RasterImage(width: width, height: height, pixels: output)
    }

    /// The horizontal pass of one row into `resampledRow`.
    private mutating func resampleRow(_ input: UnsafeBufferPointer<UInt8>) {
        let filter = horizontal
        resampledRow.withUnsafeMutableBufferPointer { out in
            for index in 0..<filter.targetCount {
                var sums: (Double, Double, Double, Double) = (0, 0, 0, 0)
                for tap in filter.taps(of: index) {
                    let offset = filter.sources[tap] * 4
                    // Premultiply so that transparent pixels do not darken edges.
                    let alpha = Double(input[offset + 3]) * filter.weights[tap]
                    sums.0 += Double(input[offset]) * alpha
                    sums.1 += Double(input[offset + 1]) * alpha
                    sums.2 += Double(input[offset + 2]) * alpha
                    sums.3 += alpha
                }
                Self.store(sums, total: filter.totals[index], into: out, at: index * 4)
            }
        }
    }

    /// Adds `resampledRow`, weighted and premultiplied, to one output row's sums.
    private func accumulate(into sums: inout [Double], weight: Double) {
        resampledRow.withUnsafeBufferPointer { input in
            sums.withUnsafeMutableBufferPointer { sums in
                for pixel in stride(from: 0, to: input.count, by: 4) {
                    let alpha = Double(input[pixel + 3]) * weight
                    sums[pixel] += Double(input[pixel]) * alpha
                    sums[pixel + 1] += Double(input[pixel + 1]) * alpha
                    sums[pixel + 2] += Double(input[pixel + 2]) * alpha
                    sums[pixel + 3] += alpha
                }
            }
        }
    }

    /// Writes one finished output row and clears its sums for reuse.
    private mutating func store(_ sums: inout [Double], row target: Int) {
        let total = vertical.totals[target]
        let base = target * width * 4
        output.withUnsafeMutableBufferPointer { out in
            for pixel in stride(from: 0, to: sums.count, by: 4) {
                Self.store(
                    (sums[pixel], sums[pixel + 1], sums[pixel + 2], sums[pixel + 3]), total: total, into: out,
                    at: base + pixel)
            }
        }
        sums.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Writes one pixel from its premultiplied sums; a fully transparent pixel stays 0.
    private static func store(
        _ sums: (Double, Double, Double, Double), total: Double, into out: UnsafeMutableBufferPointer<UInt8>,
        at target: Int
    ) {
        let alpha = sums.3
        out[target + 3] = clamp(alpha / total)
        if alpha > 0 {
            out[target] = clamp(sums.0 / alpha)
            out[target + 1] = clamp(sums.1 / alpha)
            out[target + 2] = clamp(sums.2 / alpha)
        } else {
            out[target] = 0
            out[target + 1] = 0
            out[target + 2] = 0
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
