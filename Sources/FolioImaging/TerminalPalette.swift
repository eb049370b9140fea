/// A fixed palette of RGB colours, as terminals number them: xterm's 256 colours or the 16
/// system colours. Photos are dithered to one of these where a terminal has no 24-bit colour.
public struct TerminalPalette: Sendable, Equatable {
    /// The colours, by index.
    public let colors: [(red: UInt8, green: UInt8, blue: UInt8)]
    /// The index of `colors`' first entry (xterm256 searches only 16...255: the system
    /// colours differ between terminals).
    public let firstIndex: Int

    /// Whether two palettes have the same colours from the same first index.
    public static func == (lhs: TerminalPalette, rhs: TerminalPalette) -> Bool {
        lhs.firstIndex == rhs.firstIndex && lhs.colors.count == rhs.colors.count
            && zip(lhs.colors, rhs.colors).allSatisfy { $0 == $1 }
    }

    /// xterm's 256 colours: the 16 system colours, the 6×6×6 cube, the 24 greys; nearest
    /// colours are picked from the cube and the greys only.
    public static let xterm256: TerminalPalette = {
        var colors = system16.colors
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        for red in levels { for green in levels { for blue in levels { colors.append((red, green, blue)) } } }
        for step in 0..<24 {
            let grey = UInt8(8 + step * 10)
            colors.append((grey, grey, grey))
        }
        return TerminalPalette(colors: colors, firstIndex: 16)
    }()

    /// The 16 system colours as xterm draws them by default (other terminals' differ a little).
    public static let system16 = TerminalPalette(
        colors: [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
            (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
            (255, 255, 255),
        ], firstIndex: 0)

    /// The index of the colour nearest to (red, green, blue), by a weighted distance that
    /// follows the eye (red and blue weighted by the mean red, "redmean").
    public func nearest(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        nearest(Int(red), Int(green), Int(blue))
    }

    /// The index of the colour nearest to `rgb`.
    public func nearest(rgb: (red: UInt8, green: UInt8, blue: UInt8)) -> Int {
        nearest(Int(rgb.red), Int(rgb.green), Int(rgb.blue))
    }

    func nearest(_ red: Int, _ green: Int, _ blue: Int) -> Int {
        var best = firstIndex
        var bestDistance = Int.max
        for index in firstIndex..<colors.count {
            let color = colors[index]
            let meanRed = (Int(color.red) + red) / 2
            let dr = Int(color.red) - red, dg = Int(color.green) - green, db = Int(color.blue) - blue
            let distance = (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }

    /// Each pixel of `image` as a palette index, Floyd–Steinberg dithered: each pixel's error
    /// (wanted minus drawn) is spread 7/16 right, 3/16 below left, 5/16 below, 1/16 below
    /// right, so an area's mean colour survives a coarse palette (a brown dog stays brown
    /// instead of turning into the nearest grey). Transparent pixels are taken over black.
    public func dither(_ image: RasterImage) -> [UInt8] {
        let width = image.width, height = image.height
        var indices = [UInt8](repeating: 0, count: width * height)
        // Errors for this row and the next, per channel, with one pixel of margin each side.
        var current = [Int](repeating: 0, count: (width + 2) * 3)
        var next = current
        // Nearest colours, looked up once per 8×8×8 cube of colour space (at its centre):
        // a sixel of a whole photo asks millions of times, and the diffusion makes up for
        // the eighth of a step.
        var lookup = [Int16](repeating: -1, count: 1 << 15)
        for y in 0..<height {
            for x in 0..<width {
                let source = (y * width + x) * 4
                let alpha = Int(image.pixels[source + 3])
                var wanted = [0, 0, 0]
                for channel in 0..<3 {
                    let value = Int(image.pixels[source + channel]) * alpha / 255
                    wanted[channel] = min(max(value + current[(x + 1) * 3 + channel] / 16, 0), 255)
                }
                let key = (wanted[0] >> 3) << 10 | (wanted[1] >> 3) << 5 | wanted[2] >> 3
                if lookup[key] < 0 {
                    lookup[key] = Int16(nearest((wanted[0] & ~7) + 4, (wanted[1] & ~7) + 4, (wanted[2] & ~7) + 4))
                }
                let index = Int(lookup[key])
                indices[y * width + x] = UInt8(index)
                let drawn = colors[index]
                let error = [wanted[0] - Int(drawn.red), wanted[1] - Int(drawn.green), wanted[2] - Int(drawn.blue)]
                for channel in 0..<3 {
                    current[(x + 2) * 3 + channel] += error[channel] * 7
                    next[x * 3 + channel] += error[channel] * 3
                    next[(x + 1) * 3 + channel] += error[channel] * 5
                    next[(x + 2) * 3 + channel] += error[channel]
                }
            }
            swap(&current, &next)
            for index in next.indices { next[index] = 0 }
        }
        return indices
    }
}
