import Testing

@testable import FolioImaging

/// The resizer gives exactly the pixels of its first, straightforward version (kept here as
/// the reference): the asset stage's renditions and the terminal's photos must not change.
@Suite struct ResizerReferenceTests {
    /// Pseudo-random pixels, some transparent, from a fixed seed.
    static func noise(width: Int, height: Int, seed: UInt64) -> RasterImage {
        var state = seed
        var pixels: [UInt8] = []
        for _ in 0..<(width * height * 4) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            pixels.append(UInt8(truncatingIfNeeded: state >> 33))
        }
        for index in stride(from: 3, to: pixels.count, by: 4) where pixels[index] < 40 { pixels[index] = 0 }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    static let cases: [(Int, Int, Int, Int)] = [
        (97, 61, 40, 25), (300, 200, 97, 61), (64, 48, 64, 24), (50, 80, 120, 33), (7, 5, 3, 9),
        (1280, 853, 480, 320), (33, 33, 1, 1), (16, 9, 16, 9), (640, 427, 320, 213),
    ]

    @Test(arguments: cases.indices) func matchesTheReference(_ index: Int) {
        let (width, height, targetWidth, targetHeight) = Self.cases[index]
        let image = Self.noise(width: width, height: height, seed: UInt64(index + 1))
        let resized = ImageResizer.resize(image, width: targetWidth, height: targetHeight)
        let reference = ReferenceResizer.resize(image, width: targetWidth, height: targetHeight)
        #expect(resized == reference)
    }
}

/// The area-averaging resizer as first written: one generic pass along either axis.
private enum ReferenceResizer {
    static func resize(_ image: RasterImage, width: Int, height: Int) -> RasterImage {
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
