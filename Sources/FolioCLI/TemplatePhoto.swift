import FolioImaging
import Foundation

/// The photos `folio new` puts in a new issue, painted when the issue is made (so the installed
/// `folio` needs no files beside it): a landscape of hills over water, at one light of the day.
/// Small real JPEGs, a few tens of kilobytes each, that every sink reads as it reads a camera's.
struct TemplatePhoto {
    /// The time of day a photo shows.
    enum Light: CaseIterable {
        case dawn, noon, dusk

        /// The sky at its top and at the horizon, the sun, and the nearest hill's colour.
        fileprivate var palette: (top: RGB, horizon: RGB, sun: RGB, land: RGB) {
            switch self {
            case .dawn: (RGB(70, 86, 140), RGB(246, 190, 150), RGB(255, 236, 200), RGB(52, 62, 78))
            case .noon: (RGB(64, 132, 206), RGB(196, 224, 240), RGB(255, 252, 236), RGB(58, 104, 62))
            case .dusk: (RGB(38, 30, 72), RGB(236, 120, 72), RGB(255, 200, 120), RGB(40, 28, 44))
            }
        }

        /// Where the sun stands, as fractions of the width and height.
        fileprivate var sun: (x: Double, y: Double) {
            switch self {
            case .dawn: (0.22, 0.46)
            case .noon: (0.68, 0.16)
            case .dusk: (0.78, 0.44)
            }
        }
    }

    /// The light of the day the photo shows.
    var light: Light
    /// The photo's size in pixels.
    var width = 960
    var height = 640

    /// The photo's pixels.
    func image() -> RasterImage {
        let palette = light.palette
        let horizon = 0.55
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let v = Double(y) / Double(height)
            for x in 0..<width {
                let u = Double(x) / Double(width)
                let colour = v < horizon ? land(u, v) ?? sky(u, v, palette) : water(u, v, horizon, palette)
                let index = (y * width + x) * 4
                pixels[index] = colour.byte(\.r)
                pixels[index + 1] = colour.byte(\.g)
                pixels[index + 2] = colour.byte(\.b)
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// The photo as JPEG bytes.
    func jpeg() throws(ImagingError) -> Data {
        try JPEGCodec.encode(image(), quality: 82)
    }

    /// The sky at (u, v): a gradient to the horizon and a sun with its glow.
    private func sky(_ u: Double, _ v: Double, _ palette: (top: RGB, horizon: RGB, sun: RGB, land: RGB)) -> RGB {
        var colour = palette.top.mixed(with: palette.horizon, by: (v / 0.55).squareRoot())
        let aspect = Double(width) / Double(height)
        let distance =
            (((u - light.sun.x) * aspect) * ((u - light.sun.x) * aspect) + (v - light.sun.y) * (v - light.sun.y))
            .squareRoot()
        if distance < 0.045 { return palette.sun }
        colour = colour.mixed(with: palette.sun, by: max(0, 0.55 - distance * 2.2))
        return colour
    }

    /// The hills at (u, v), nearest first; nil where the sky shows. Farther ridges fade into the
    /// horizon's colour.
    private func land(_ u: Double, _ v: Double) -> RGB? {
        let palette = light.palette
        let ridges: [(base: Double, height: Double, phase: Double, haze: Double)] = [
            (0.50, 0.05, 0.3, 0.0), (0.45, 0.07, 1.7, 0.35), (0.40, 0.08, 4.1, 0.65),
        ]
        for ridge in ridges {
            let crest =
                ridge.base - ridge.height
                * (0.6 * sin(u * 7 + ridge.phase) + 0.3 * sin(u * 17 + ridge.phase * 2) + 0.1 * sin(u * 41))
            if v >= crest { return palette.land.mixed(with: palette.horizon, by: ridge.haze) }
        }
        return nil
    }

    /// The water below the horizon: the sky mirrored and darkened, with ripples.
    private func water(
        _ u: Double, _ v: Double, _ horizon: Double, _ palette: (top: RGB, horizon: RGB, sun: RGB, land: RGB)
    )
        -> RGB
    {
        let mirrored = 2 * horizon - v
        let reflected = land(u, mirrored) ?? sky(u, max(0, mirrored), palette)
        let ripple = 0.5 + 0.5 * sin(v * 240 + sin(u * 30) * 2)
        return reflected.mixed(with: palette.top, by: 0.25 + 0.1 * ripple).mixed(with: RGB(0, 0, 0), by: 0.15)
    }
}

/// A colour with channels from 0 to 255.
private struct RGB {
    var r: Double
    var g: Double
    var b: Double

    init(_ r: Double, _ g: Double, _ b: Double) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// This colour moved `amount` (0 to 1) of the way to `other`.
    func mixed(with other: RGB, by amount: Double) -> RGB {
        let t = min(1, max(0, amount))
        return RGB(r + (other.r - r) * t, g + (other.g - g) * t, b + (other.b - b) * t)
    }

    /// A channel as a byte.
    func byte(_ channel: KeyPath<RGB, Double>) -> UInt8 {
        UInt8(min(255, max(0, self[keyPath: channel].rounded())))
    }
}
