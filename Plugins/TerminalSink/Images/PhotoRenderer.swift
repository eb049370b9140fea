import FolioImaging
import FolioPluginAPI

/// Draws a photo into cells: each cell is two pixels, the upper half block `▀` in the top
/// pixel's colour over the bottom pixel's colour. On a 256- or 16-colour terminal the pixels
/// are Floyd–Steinberg dithered to its palette first. Without colour (NO_COLOR) the two
/// pixels' brightness picks a shade character instead.
struct PhotoRenderer {
    let colorMode: ColorMode

    /// What part of the photo shows: the whole of it, or at a zoom scale, the part around
    /// `center` (both coordinates from 0 to 1).
    struct View: Equatable {
        var scale: Double = 1
        var center: (x: Double, y: Double) = (0.5, 0.5)

        static func == (lhs: View, rhs: View) -> Bool {
            lhs.scale == rhs.scale && lhs.center.x == rhs.center.x && lhs.center.y == rhs.center.y
        }
    }

    /// `width` × `height` cells of `image` as `view` shows it.
    func cells(_ image: RasterImage, width: Int, height: Int, view: View = View()) -> [[Cell]] {
        guard width > 0, height > 0, image.width > 0, image.height > 0 else { return [] }
        let cropped = Self.visiblePart(of: image, view: view)
        let pixels = ImageResizer.resize(cropped, width: width, height: height * 2)
        if let palette = colorMode.ditheringPalette {
            let indices = palette.dither(pixels)
            return (0..<height).map { row in
                (0..<width).map { column in
                    let upper = indices[row * 2 * width + column], lower = indices[(row * 2 + 1) * width + column]
                    return Cell("▀", style: CellStyle(foreground: .indexed(upper), background: .indexed(lower)))
                }
            }
        }
        return (0..<height).map { row in
            (0..<width).map { column in
                cell(upper: pixels.pixel(x: column, y: row * 2), lower: pixels.pixel(x: column, y: row * 2 + 1))
            }
        }
    }

    /// The part of `image` that `view` shows.
    static func visiblePart(of image: RasterImage, view: View) -> RasterImage {
        let scale = max(view.scale, 1)
        guard scale > 1 else { return image }
        let cropWidth = max(Int((Double(image.width) / scale).rounded()), 1)
        let cropHeight = max(Int((Double(image.height) / scale).rounded()), 1)
        let left = Self.origin(center: view.center.x, crop: cropWidth, total: image.width)
        let top = Self.origin(center: view.center.y, crop: cropHeight, total: image.height)
        return Self.crop(image, x: left, y: top, width: cropWidth, height: cropHeight)
    }

    /// A box with the photo's words where the photo cannot be read.
    func placeholder(for photo: Photo, width: Int, height: Int) -> [RenderOperation] {
        let label = "[photo: \(photo.alt ?? photo.caption ?? photo.path)]"
        return [
            .fill(x: 0, y: 0, width: width, height: height, text: "░", style: Theme.rule),
            .text(x: 1, y: height / 2, runs: [StyledRun(text: label, style: Theme.caption)], limit: width - 1),
        ]
    }

    private typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    private func cell(upper: Pixel, lower: Pixel) -> Cell {
        if colorMode == .none {
            let light = (Self.brightness(upper) + Self.brightness(lower)) / 2
            let shades = [" ", "░", "▒", "▓", "█"]
            return Cell(shades[min(Int(light * Double(shades.count)), shades.count - 1)])
        }
        return Cell("▀", style: CellStyle(foreground: Self.color(upper), background: Self.color(lower)))
    }

    /// A pixel over black, as a colour.
    private static func color(_ pixel: Pixel) -> TerminalColor {
        let alpha = Int(pixel.alpha)
        return .rgb(
            UInt8(Int(pixel.red) * alpha / 255), UInt8(Int(pixel.green) * alpha / 255),
            UInt8(Int(pixel.blue) * alpha / 255))
    }

    private static func brightness(_ pixel: Pixel) -> Double {
        (0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)) / 255
            * Double(pixel.alpha) / 255
    }

    private static func origin(center: Double, crop: Int, total: Int) -> Int {
        let wanted = Int((center * Double(total) - Double(crop) / 2).rounded())
        return max(0, min(wanted, total - crop))
    }

    private static func crop(_ image: RasterImage, x: Int, y: Int, width: Int, height: Int) -> RasterImage {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for row in y..<(y + height) {
            let start = (row * image.width + x) * 4
            pixels += image.pixels[start..<(start + width * 4)]
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
