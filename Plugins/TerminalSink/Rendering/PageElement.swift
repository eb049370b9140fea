import FolioPluginAPI

/// One item of a page's flat list of elements: the page's blocks, nested lists and quotes
/// unrolled into rows, each at a row of the page and a column of indentation.
///
/// Elements say what is on a row, not how it is drawn; `ElementRenderer` turns them into
/// render operations.
struct PageElement: Equatable {
    /// The row on the page (0 is the top of the page's text box).
    var row: Int
    /// The column the element starts at.
    var column: Int
    /// What the element is.
    var kind: Kind

    enum Kind: Equatable {
        /// A line of styled text.
        case text([StyledRun])
        /// A background band `width` cells wide, under the text of a code block row.
        case band(width: Int, style: CellStyle)
        /// A horizontal rule `width` cells wide.
        case rule(width: Int)
        /// A photo `width` × `height` cells.
        case photo(Photo, width: Int, height: Int)

        /// The cells the element takes across.
        var width: Int {
            switch self {
            case .text(let runs): VisualLines.cells(of: runs)
            case .band(let width, _), .rule(let width): width
            case .photo(_, let width, _): width
            }
        }
    }
}
