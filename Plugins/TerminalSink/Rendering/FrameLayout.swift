import FolioPluginAPI

/// Where things go on the terminal: the page in the middle, a margin on each side for the
/// arrows of `moves` (and the revealed title above or below), the status line at the bottom.
/// On a wide terminal the page keeps a readable measure: at most `maximumPageWidth` columns,
/// centred, with the arrows beside it.
struct FrameLayout: Equatable {
    /// The terminal's size in cells.
    let columns: Int
    let rows: Int

    /// The smallest terminal the preview draws pages in.
    static let minimumColumns = 24
    static let minimumRows = 8

    /// Whether the terminal is large enough for a page.
    var fits: Bool { columns >= Self.minimumColumns && rows >= Self.minimumRows }

    /// The widest page: lines of body text of about 75 characters, as books and the web set them.
    static let maximumPageWidth = 80

    /// The page's top left corner and size.
    var pageX: Int { max((columns - pageWidth) / 2, 2) }
    var pageY: Int { 1 }
    var pageWidth: Int { max(min(columns - 4, Self.maximumPageWidth), 1) }
    var pageHeight: Int { max(rows - 3, 1) }
    /// The size pages are paginated at (never below the paginator's minimum).
    var paginatedColumns: Int { max(pageWidth, 20) }
    var paginatedRows: Int { max(pageHeight, 5) }

    /// The status line's row.
    var statusRow: Int { rows - 1 }
    /// The rows above and below the page.
    var topMargin: Int { 0 }
    var bottomMargin: Int { max(rows - 2, 0) }

    /// Where the arrow of each direction is drawn.
    func indicator(_ direction: Direction) -> (x: Int, y: Int) {
        let middleX = pageX + pageWidth / 2
        let middleY = pageY + pageHeight / 2
        switch direction {
        case .up: return (middleX, topMargin)
        case .down: return (middleX, bottomMargin)
        case .left: return (pageX - 2, middleY)
        case .right: return (min(pageX + pageWidth + 1, columns - 1), middleY)
        }
    }

    /// The arrow drawn for each direction.
    static func arrow(_ direction: Direction) -> String {
        switch direction {
        case .up: "▲"
        case .down: "▼"
        case .left: "◀"
        case .right: "▶"
        }
    }

    /// The directions whose arrow a screen shows: what the reader sees, read back.
    func shownMoves(on screen: Screen) -> Set<Direction> {
        Set(
            Direction.allCases.filter { direction in
                let (x, y) = indicator(direction)
                return screen.contains(x: x, y: y)
                    && screen[x, y] == Cell(Self.arrow(direction), style: Theme.indicator)
            })
    }
}
