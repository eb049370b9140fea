import FolioImaging
import FolioPluginAPI

/// The photos of a conformance scenario's `SyntheticIssue` in the terminal: a wide, short
/// picture drawn from a generated gradient, not read from a file.
enum SyntheticPhotos {
    /// The picture every photo page of a synthetic issue shows in the terminal: wide and
    /// short, so that it fits under an article's title on a page of 80×24 cells.
    static let photo = Photo(path: "synthetic/photo.png", width: 400, height: 100, caption: "A photo page")

    /// The synthetic issue of `setup`, with `photo` on its photo pages.
    static func issue(for setup: ScenarioSetup) -> SyntheticIssue {
        SyntheticIssue(setup: setup, photo: photo)
    }

    /// Photos for a synthetic issue: a colour gradient of the size asked for.
    static func library() -> PhotoLibrary {
        PhotoLibrary(loader: gradient)
    }

    private static func gradient(_ photo: Photo, minimum: (width: Int, height: Int)) -> RasterImage? {
        let width = max(minimum.width, 1)
        let height = max(minimum.height, 1)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                pixels[index] = UInt8(x * 255 / max(width - 1, 1))
                pixels[index + 1] = UInt8(y * 255 / max(height - 1, 1))
                pixels[index + 2] = 128
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
