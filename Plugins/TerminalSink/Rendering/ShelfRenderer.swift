import FolioPluginAPI

/// The shelf's list of issues: a row of each issue's small cover photo (through the same
/// path as photos on pages: pixels where the terminal draws them, half blocks elsewhere)
/// beside its number, title, number and date, subtitle and cover lines; the highlighted
/// issue after a `▶`, its title inverse. Only the screenful around the highlight is drawn.
struct ShelfRenderer {
    let frame: FrameLayout
    let photoRenderer: PhotoRenderer
    let images: ImageChannel

    /// A cover's size in cells, and the rows an issue takes with the gap below it.
    static let coverWidth = 10
    static let coverHeight = 4
    static let rowsPerIssue = coverHeight + 1
    /// Where the words start.
    static let textX = 2 + coverWidth + 2

    /// How many issues a screen shows.
    var perScreen: Int { max((frame.rows - 3) / Self.rowsPerIssue, 1) }

    /// The list with `highlight` highlighted; `photos` reads an issue's photo files.
    func operations(name: String, covers: [ShelfCover], highlight: Int, photos: (Int) -> PhotoLibrary)
        -> [RenderOperation]
    {
        let first = (highlight / perScreen) * perScreen
        let visible = first..<min(first + perScreen, covers.count)
        let position = "\(first / perScreen + 1)/\((covers.count + perScreen - 1) / perScreen)"
        var operations: [RenderOperation] = [
            .text(
                x: 1, y: 0, runs: VisualLines.displayed("Shelf · \(name)", style: Theme.title),
                limit: frame.columns - position.count - 2),
            .text(
                x: frame.columns - position.count - 1, y: 0, runs: [StyledRun(text: position, style: Theme.peek)],
                limit: frame.columns),
        ]
        for index in visible {
            let y = 2 + (index - first) * Self.rowsPerIssue
            operations += issue(index, covers[index], y: y, highlighted: index == highlight, photos: photos(index))
        }
        return operations
    }

    private func issue(_ index: Int, _ cover: ShelfCover, y: Int, highlighted: Bool, photos: PhotoLibrary)
        -> [RenderOperation]
    {
        var operations: [RenderOperation] = []
        if highlighted {
            operations.append(.text(x: 0, y: y, runs: [StyledRun(text: "▶", style: Theme.indicator)], limit: 1))
        }
        if let photo = cover.photo { operations.append(.screen(x: 2, y: y, thumbnail(photo, photos: photos))) }
        let room = frame.columns - Self.textX - 1
        var titleStyle = Theme.title
        titleStyle.inverse = highlighted
        let number = "\(index + 1)  "
        let lines: [[StyledRun]] = [
            [StyledRun(text: number, style: Theme.marker)]
                + VisualLines.displayed(
                    ChromeRenderer.truncated(cover.title, to: max(room - number.count, 1)), style: titleStyle),
            cover.issueLine.map { VisualLines.displayed(ChromeRenderer.truncated($0, to: room), style: Theme.byline) },
            cover.subtitle.map { VisualLines.displayed(ChromeRenderer.truncated($0, to: room), style: Theme.caption) },
            cover.lines.isEmpty
                ? nil
                : VisualLines.displayed(
                    ChromeRenderer.truncated(cover.lines.joined(separator: " · "), to: room), style: Theme.peek),
        ].compactMap { $0 }
        for (row, runs) in lines.enumerated() {
            operations.append(.text(x: Self.textX, y: y + row, runs: runs, limit: frame.columns - 1))
        }
        return operations
    }

    /// The cover photo in its box, keeping its aspect ratio, centred.
    private func thumbnail(_ photo: Photo, photos: PhotoLibrary) -> Screen {
        let width = Self.coverWidth
        let height = Self.coverHeight
        let columns = max(min(width, Int((Double(height) * 2 * photo.aspectRatio).rounded())), 1)
        let rows =
            columns < width ? height : max(min(Int((Double(columns) / 2 / photo.aspectRatio).rounded()), height), 1)
        var screen = Screen(width: width, height: height)
        let renderer = ElementRenderer(
            width: width, height: height, photos: photos, photoRenderer: photoRenderer, images: images)
        screen.apply(
            renderer.operations(for: [
                PageElement(
                    row: (height - rows) / 2, column: (width - columns) / 2,
                    kind: .photo(photo, width: columns, height: rows))
            ]))
        return screen
    }
}
