import FolioPluginAPI

/// The contents overlay: a grid of thumbnails, one per article, each a small rendering of
/// the article's first page in a frame with the article's number and title; the highlighted
/// one framed in bold. Only the screenful of thumbnails around the highlight is drawn.
struct OverlayRenderer {
    let frame: FrameLayout
    /// The strip's direction: right to left, each row of thumbnails starts at the right, so
    /// that ← (the next article there) goes to the thumbnail on the left.
    var direction: WritingDirection = .leftToRight

    /// A thumbnail's frame, its inside and the gap beside and below it.
    static let boxWidth = 22
    static let boxHeight = 8
    static let gap = 1

    /// How many thumbnails fit across and down.
    var grid: (columns: Int, rows: Int) {
        (
            max((frame.columns - 1) / (Self.boxWidth + Self.gap), 1),
            max((frame.rows - 2) / (Self.boxHeight + Self.gap), 1)
        )
    }

    /// The articles shown when `highlight` is highlighted.
    func visibleArticles(highlight: Int, count: Int) -> Range<Int> {
        let perScreen = grid.columns * grid.rows
        let first = (highlight / perScreen) * perScreen
        return first..<min(first + perScreen, count)
    }

    /// The overlay's operations; `label` gives an article's number and title (`2 Hollin
    /// Water`, or `Cover`), `firstPage` renders an article's first page.
    func operations(issueTitle: String, highlight: Int, count: Int, label: (Int) -> String, firstPage: (Int) -> Screen)
        -> [RenderOperation]
    {
        var operations: [RenderOperation] = [
            .fill(x: 0, y: 0, width: frame.columns, height: frame.rows - 1, text: " ", style: .plain)
        ]
        let visible = visibleArticles(highlight: highlight, count: count)
        let perScreen = grid.columns * grid.rows
        let header = "Contents · \(issueTitle)"
        let position = "\(visible.lowerBound / perScreen + 1)/\((count + perScreen - 1) / perScreen)"
        operations.append(
            .text(
                x: 1, y: 0, runs: [StyledRun(text: header, style: Theme.title)],
                limit: frame.columns - position.count - 2))
        operations.append(
            .text(
                x: frame.columns - position.count - 1, y: 0, runs: [StyledRun(text: position, style: Theme.peek)],
                limit: frame.columns))
        let used = grid.columns * (Self.boxWidth + Self.gap) - Self.gap
        let left = max((frame.columns - used) / 2, 0)
        for article in visible {
            let slot = article - visible.lowerBound
            let column = direction.step(of: .right) > 0 ? slot % grid.columns : grid.columns - 1 - slot % grid.columns
            let x = left + column * (Self.boxWidth + Self.gap)
            let y = 1 + (slot / grid.columns) * (Self.boxHeight + Self.gap)
            operations += thumbnail(
                label(article), page: firstPage(article), x: x, y: y, highlighted: article == highlight)
        }
        return operations
    }

    private func thumbnail(_ title: String, page: Screen, x: Int, y: Int, highlighted: Bool)
        -> [RenderOperation]
    {
        let style = highlighted ? Theme.highlightFrame : Theme.frame
        var operations = BoxDrawing.box(
            x: x, y: y, width: Self.boxWidth, height: Self.boxHeight, style: style, heavy: highlighted)
        let label = ChromeRenderer.truncated(" \(title) ", to: Self.boxWidth - 4)
        var labelStyle = highlighted ? Theme.highlightFrame : Theme.thumbnailTitle
        labelStyle.inverse = highlighted
        operations.append(
            .text(x: x + 2, y: y, runs: VisualLines.displayed(label, style: labelStyle), limit: x + Self.boxWidth - 2))
        operations.append(
            .screen(x: x + 1, y: y + 1, Self.miniature(of: page, width: Self.boxWidth - 2, height: Self.boxHeight - 2)))
        return operations
    }

    /// A page shrunk to a few cells: each cell stands for a patch of the page, a photo's
    /// colours where the patch shows a photo, a stroke where it shows text.
    static func miniature(of page: Screen, width: Int, height: Int) -> Screen {
        var mini = Screen(width: width, height: height)
        guard page.width > 0, page.height > 0 else { return mini }
        for row in 0..<height {
            for column in 0..<width {
                // Kept as written: swift-format would break these before `..<`, a prefix operator there.
                // swift-format-ignore
                let rows = (row * page.height / height)..<max((row + 1) * page.height / height, row * page.height / height + 1)
                // swift-format-ignore
                let columns = (column * page.width / width)..<max((column + 1) * page.width / width, column * page.width / width + 1)
                mini[column, row] = patch(of: page, columns: columns, rows: rows)
            }
        }
        return mini
    }

    /// What a photo's cells hold: half blocks in colour, shades without colour.
    private static let photoCells: Set<String> = ["▀", "░", "▒", "▓", "█"]

    private static func patch(of page: Screen, columns: Range<Int>, rows: Range<Int>) -> Cell {
        var sawText = false
        var sawTitle = false
        for y in rows where y < page.height {
            for x in columns where x < page.width {
                let cell = page[x, y]
                if Self.photoCells.contains(cell.text) { return cell }
                if cell.text != " " && !cell.text.isEmpty {
                    sawText = true
                    if cell.style == Theme.title { sawTitle = true }
                }
            }
        }
        if sawTitle { return Cell("━", style: Theme.thumbnailTitle) }
        return sawText ? Cell("─", style: Theme.thumbnailText) : .blank
    }
}
