import FolioImaging
import FolioPluginAPI

/// The second step: a page's elements become render operations on a page-sized screen.
/// Text is clipped at the page's width; photos are decoded and drawn as half blocks.
struct ElementRenderer {
    /// The page's size in cells.
    let width: Int
    let height: Int
    let photos: PhotoLibrary
    let photoRenderer: PhotoRenderer
    /// How the page's first photo is shown: zoomed in and panned, or whole.
    var zoom = PhotoRenderer.View()
    /// How photos are also shown as real pixels (`.blocks`: not).
    var images = ImageChannel.blocks

    /// The operations that draw `elements`.
    func operations(for elements: [PageElement]) -> [RenderOperation] {
        var operations: [RenderOperation] = []
        var zoomed = false
        for element in elements where element.row < height {
            switch element.kind {
            case .text(let runs):
                operations.append(.text(x: element.column, y: element.row, runs: runs, limit: width))
            case .band(let bandWidth, let style):
                operations.append(
                    .fill(x: element.column, y: element.row, width: bandWidth, height: 1, text: " ", style: style))
            case .rule(let ruleWidth):
                operations.append(
                    .fill(x: element.column, y: element.row, width: ruleWidth, height: 1, text: "─", style: Theme.rule))
            case .photo(let photo, let photoWidth, let photoHeight):
                let view = zoomed ? PhotoRenderer.View() : zoom
                zoomed = true
                operations += self.photo(
                    photo, x: element.column, y: element.row, width: photoWidth,
                    height: min(photoHeight, height - element.row), view: view)
            }
        }
        return operations
    }

    /// A photo in half blocks and, where the terminal can show pixels, the same part of it
    /// at the cells' pixel size, decoded from the original at the zoom's resolution.
    private func photo(_ photo: Photo, x: Int, y: Int, width: Int, height: Int, view: PhotoRenderer.View)
        -> [RenderOperation]
    {
        guard width > 0, height > 0 else { return [] }
        let pixels =
            images.kind == .blocks
            ? (width: width, height: height * 2)
            : (width: width * images.cellWidth, height: height * images.cellHeight)
        let minimum = (width: Int(Double(pixels.width) * view.scale), height: Int(Double(pixels.height) * view.scale))
        guard let image = photos.image(for: photo, minimum: minimum) else {
            var box = Screen(width: width, height: height)
            box.apply(photoRenderer.placeholder(for: photo, width: width, height: height))
            return [.screen(x: x, y: y, box)]
        }
        var operations: [RenderOperation] = [
            .cells(x: x, y: y, rows: photoRenderer.cells(image, width: width, height: height, view: view))
        ]
        if images.kind != .blocks {
            let visible = BilinearEnlarger.resize(
                PhotoRenderer.visiblePart(of: image, view: view), width: pixels.width, height: pixels.height)
            let key = "\(photo.path) \(view.scale) \(view.center.x) \(view.center.y) \(pixels.width)x\(pixels.height)"
            let payload = images.payload(visible, columns: width, rows: height)
            operations.append(
                .image(ImagePlacement(x: x, y: y, columns: width, rows: height, key: key, payload: payload)))
        }
        return operations
    }
}
