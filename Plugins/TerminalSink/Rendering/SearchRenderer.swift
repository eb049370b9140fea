import FolioPluginAPI
import FolioText

/// The contents overlay at its search line (`/`): the reader's words on the top row, and below
/// them the pages the search found, best first, each with its article, page and the words
/// around the place (`SearchHit`), the highlighted one marked `▶`; only the screenful around
/// the highlighted page is drawn. While nothing is found the contents' grid shows under the
/// search line (`OverlayRenderer`), as the arrows and Enter are the grid's then.
struct SearchRenderer {
    let frame: FrameLayout

    /// Rows each found page takes: its article and page, the words around the place, a gap.
    static let entryHeight = 3
    /// The row the list starts at.
    static let firstRow = 2

    /// What the list shows of one found page.
    struct Entry {
        /// The article's number and title (`2 Hollin Water`), safe to draw.
        var label: String
        /// The page, from 0, and how many pages the article has.
        var page: Int
        var pageCount: Int
        /// The search's hit there, if the search knows it.
        var hit: SearchHit?
        /// The reader's words, to mark in the context line.
        var marker: WordMarker?
    }

    /// How many found pages a screen lists.
    var perScreen: Int { max((frame.rows - 1 - Self.firstRow) / Self.entryHeight, 1) }

    /// The found pages listed while `hit` is highlighted.
    func visible(hit: Int, count: Int) -> Range<Int> {
        let first = (hit / perScreen) * perScreen
        return first..<min(first + perScreen, count)
    }

    /// The search line, over whatever the top row showed: `/`, the words and a cursor on the left,
    /// what was found on the right.
    func line(words: String, found: Int) -> [RenderOperation] {
        let summary =
            words.isEmpty
            ? "type words to search"
            : found == 0 ? "nothing found" : found == 1 ? "1 page found" : "\(found) pages found"
        let summaryX = max(frame.columns - CellWidth.of(summary) - 1, 0)
        // The end of the words, where the reader types, when they are wider than the room.
        let room = max(summaryX - 5, 1)
        var shown = words
        while CellWidth.of(shown) > room, !shown.isEmpty { shown.removeFirst() }
        if shown != words { shown = "…" + String(shown.dropFirst()) }
        var runs = [StyledRun(text: "/ ", style: Theme.highlightFrame)]
        runs += VisualLines.displayed(shown, style: Theme.searchLine)
        runs.append(StyledRun(text: " ", style: CellStyle(inverse: true)))
        return [
            .fill(x: 0, y: 0, width: frame.columns, height: 1, text: " ", style: .plain),
            .text(x: 1, y: 0, runs: runs, limit: summaryX - 1),
            .text(x: summaryX, y: 0, runs: [StyledRun(text: summary, style: Theme.peek)], limit: frame.columns),
        ]
    }

    /// The found pages around `hit` (an index of `entries`), below a blank screen.
    func list(_ entries: [Entry], hit: Int) -> [RenderOperation] {
        var operations: [RenderOperation] = [
            .fill(x: 0, y: 0, width: frame.columns, height: frame.rows - 1, text: " ", style: .plain)
        ]
        let width = frame.columns - 2
        let listed = visible(hit: hit, count: entries.count)
        for index in listed {
            let entry = entries[index]
            let y = Self.firstRow + (index - listed.lowerBound) * Self.entryHeight
            let highlighted = index == hit
            var title = "\(entry.label) · page \(entry.page + 1)/\(entry.pageCount)"
            if let heading = entry.hit?.heading, !heading.isEmpty { title += " · \(heading)" }
            var style = highlighted ? Theme.highlightFrame : Theme.thumbnailTitle
            style.inverse = highlighted
            let marker = highlighted ? "▶ " : "  "
            operations.append(
                .text(
                    x: 1, y: y,
                    runs: [StyledRun(text: marker, style: Theme.indicator)]
                        + VisualLines.displayed(ChromeRenderer.truncated(title, to: width - 2), style: style),
                    limit: frame.columns - 1))
            guard let context = entry.hit?.context else { continue }
            let shown = [StyledRun(text: ChromeRenderer.truncated(context, to: width - 4), style: Theme.foundContext)]
            let runs = VisualLines.displayed([entry.marker?.marked(shown) ?? shown], direction: .leftToRight)[0]
            operations.append(.text(x: 5, y: y + 1, runs: runs, limit: frame.columns - 1))
        }
        return operations
    }
}
