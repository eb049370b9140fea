import FolioModel
import FolioNavigation

/// One page of an article as the paginator laid it out in the cell measure
/// (`Paginator.terminal(columns:rows:)`), with everything on it placed in cells: its blocks in
/// reading order (the title and byline first on an article's first page), each with its lines
/// (their text, row, column and styled runs), photo, quote bar or rule, at rows and columns of
/// the page's text box (0, 0 its top left corner) as on a left-to-right page. Only what fits
/// in the room the page gave each block is in it. A terminal draws these and sets nothing
/// again: it only gives the runs its colours, puts right-to-left lines in display order and
/// mirrors a right-to-left page.
public struct CellFrame: Sendable, Equatable {
    /// What a block is.
    public enum Role: Sendable, Hashable {
        /// The title, on the article's first page.
        case title
        /// Its author and date, under it.
        case byline
        /// An opener's dek, between the title and the byline.
        case dek
        /// A heading, its level from 1 to 6.
        case heading(Int)
        /// A paragraph of running text.
        case paragraph
        /// A paragraph in a list item.
        case listItem
        /// A paragraph of a pull quote (set apart: the terminal cannot set it larger).
        case pullQuote
        /// A list item's marker (its one line: `•` or the item's number), before the item's
        /// blocks; `Block.item` says which item.
        case listMarker
        /// A code block, in the language its info string names first (`swift`, or empty).
        case code(language: String)
        /// A photo and its caption (the lines are the caption's).
        case figure
        /// A quote's bar, a pull quote's rules or a sidebar's box (its text comes as blocks of
        /// their own, after it).
        case quote
        /// A thematic break, in the block's box.
        case rule
        /// A table cell, in its column: a header cell (drawn bold) or a body cell. The table
        /// itself draws nothing: its columns are set apart by the cells' padding.
        case tableCell(header: Bool)
    }

    /// A rectangle of cells.
    public struct Rect: Sendable, Hashable {
        /// The column of its left edge.
        public var column: Int
        /// The row of its top.
        public var row: Int
        /// Its width in cells.
        public var width: Int
        /// Its height in rows.
        public var height: Int
    }

    /// A stretch of a line in one style, in reading order.
    public struct Run: Sendable, Hashable {
        /// The text; a run of spaces is one space.
        public var text: String
        /// The markup around it, outermost first.
        public var marks: [InlineMark] = []
        /// Whether it is inline code.
        public var isCode = false
        /// The web address it is, written as plain text (`https://…`), if any.
        public var webAddress: String?

        /// The link it is in, as the content wrote it (the innermost), if any.
        public var link: String? {
            marks.reversed().lazy.compactMap { mark -> String? in
                if case .link(let destination) = mark { destination } else { nil }
            }.first
        }
    }

    /// One line: its text, its place and its runs.
    public struct Line: Sendable, Hashable {
        /// What it says, in reading order: the runs' text.
        public var text: String
        /// Its row.
        public var row: Int
        /// The column its box starts at.
        public var column: Int
        /// Its runs, in reading order.
        public var runs: [Run]
    }

    /// The list item a block is directly in.
    public struct Item: Sendable, Hashable {
        /// The item's index in its list.
        public var index: Int
        /// Whether the list is one of the page's blocks, not inside another block.
        public var inTopLevelList: Bool
    }

    /// One block, or the fragment of it on this page.
    public struct Block: Sendable, Equatable {
        /// What it is.
        public var role: Role
        /// Its box (a code block's band, the room a rule is centred in).
        public var box: Rect
        /// Its lines, in reading order (a figure's: its caption's).
        public var lines: [Line] = []
        /// The picture of a figure and the cells it is drawn in.
        public var photo: (photo: Photo, cells: Rect)?
        /// A quote's bar: the cells it is drawn in.
        public var bar: Rect?
        /// A quote: what its role makes it (a callout's bar takes its kind's colour; a pull quote
        /// has rules above and below, a sidebar a box, in `box` as far as the page shows it).
        public var quote: QuoteKind?
        /// A pull quote or sidebar: whether the page shows its top row (its rule) and its bottom
        /// row; not where it goes on from the page before or on the next.
        public var opens = true, closes = true
        /// A quote: the callout it is, if any.
        public var callout: CalloutKind? { quote?.callout }
        /// The list item the block is directly in (a marker's: its own).
        public var item: Item?

        /// Whether two blocks draw the same (a photo by its name and cells).
        public static func == (lhs: Block, rhs: Block) -> Bool {
            lhs.role == rhs.role && lhs.box == rhs.box && lhs.lines == rhs.lines && lhs.photo?.photo == rhs.photo?.photo
                && lhs.photo?.cells == rhs.photo?.cells && lhs.bar == rhs.bar && lhs.quote == rhs.quote
                && lhs.opens == rhs.opens && lhs.closes == rhs.closes
                && lhs.item == rhs.item
        }
    }

    /// The blocks, in reading order.
    public var blocks: [Block]
    /// The page's width in cells.
    public var columns: Int
    /// The page's height in cells.
    public var rows: Int
    /// The article's direction: a right-to-left page is drawn mirrored.
    public var direction: WritingDirection
}

/// Markup around a run of text.
public enum InlineMark: Sendable, Hashable {
    /// Emphasis.
    case emphasis
    /// Strong.
    case strong
    /// A link to the destination the content wrote.
    case link(String)
    /// A styled run (`InlineStyle`).
    case styled(InlineStyle)
}
