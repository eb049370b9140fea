import FolioCore
import FolioImaging

/// The issue a conformance scenario describes, made real: one article per entry of its
/// shape with that many pages, held apart by page breaks; a zoomable page is a photo page,
/// the others a line of text. Photos are drawn from a generated gradient, not a file.
enum SyntheticIssue {
    /// An issue whose pages, paginated for the terminal, have exactly the setup's shape.
    static func make(for setup: ScenarioSetup) -> Issue {
        let articles = setup.titles.enumerated().map { article, title in
            var blocks: [Block] = []
            for page in 0..<setup.shape.pageCounts[article] {
                if page > 0 { blocks.append(.pageBreak) }
                if setup.shape.isZoomable(Position(article, page)) {
                    blocks.append(.photo(Photo(path: "synthetic/\(article)-\(page).png", width: 400, height: 100, caption: "Photo \(page + 1)")))
                } else {
                    blocks.append(.paragraph([.text("Page \(page + 1) of \(title).")]))
                }
            }
            return Article(id: "article-\(article + 1)", title: title, blocks: blocks, sourcePath: "article-\(article + 1).md")
        }
        var settings = IssueSettings()
        settings.navigation = setup.policy
        return Issue(title: "Conformance", settings: settings, articles: articles)
    }

    /// Photos for a synthetic issue: a colour gradient of the size asked for.
    static func photos() -> PhotoLibrary {
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
