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
package struct CellFrame: Sendable, Equatable {
    /// What a block is.
    package enum Role: Sendable, Hashable {
        /// The title, on the article's first page.
        case title
        /// Its author and date, under it.
        case byline
        /// A heading, its level from 1 to 6.
        case heading(Int)
        /// A paragraph of running text.
        case paragraph
        /// A paragraph in a list item.
        case listItem
        /// A list item's marker (its one line: `•` or the item's number), before the item's
        /// blocks; `Block.item` says which item.
        case listMarker
        /// A code block, in the language its info string names first (`swift`, or empty).
        case code(language: String)
        /// A photo and its caption (the lines are the caption's).
        case figure
        /// A quote's bar (its text comes as blocks of their own, after it).
        case quote
        /// A thematic break, in the block's box.
        case rule
    }

    /// A rectangle of cells.
    package struct Rect: Sendable, Hashable {
        /// The column of its left edge.
        package var column: Int
        /// The row of its top.
        package var row: Int
        /// Its width in cells.
        package var width: Int
        /// Its height in rows.
        package var height: Int
    }

    /// A stretch of a line in one style, in reading order.
    package struct Run: Sendable, Hashable {
        /// The text; a run of spaces is one space.
        package var text: String
        /// The markup around it, outermost first.
        package var marks: [InlineMark] = []
        /// Whether it is inline code.
        package var isCode = false
        /// The web address it is, written as plain text (`https://…`), if any.
        package var webAddress: String?

        /// The link it is in, as the content wrote it (the innermost), if any.
        package var link: String? {
            marks.reversed().lazy.compactMap { mark -> String? in
                if case .link(let destination) = mark { destination } else { nil }
            }.first
        }
    }

    /// One line: its text, its place and its runs.
    package struct Line: Sendable, Hashable {
        /// What it says, in reading order: the runs' text.
        package var text: String
        /// Its row.
        package var row: Int
        /// The column its box starts at.
        package var column: Int
        /// Its runs, in reading order.
        package var runs: [Run]
    }

    /// The list item a block is directly in.
    package struct Item: Sendable, Hashable {
        /// The item's index in its list.
        package var index: Int
        /// Whether the list is one of the page's blocks, not inside another block.
        package var inTopLevelList: Bool
    }

    /// One block, or the fragment of it on this page.
    package struct Block: Sendable, Equatable {
        /// What it is.
        package var role: Role
        /// Its box (a code block's band, the room a rule is centred in).
        package var box: Rect
        /// Its lines, in reading order (a figure's: its caption's).
        package var lines: [Line] = []
        /// The picture of a figure and the cells it is drawn in.
        package var photo: (photo: Photo, cells: Rect)?
        /// A quote's bar: the cells it is drawn in.
        package var bar: Rect?
        /// The list item the block is directly in (a marker's: its own).
        package var item: Item?

        package static func == (lhs: Block, rhs: Block) -> Bool {
            lhs.role == rhs.role && lhs.box == rhs.box && lhs.lines == rhs.lines && lhs.photo?.photo == rhs.photo?.photo
                && lhs.photo?.cells == rhs.photo?.cells && lhs.bar == rhs.bar && lhs.item == rhs.item
        }
    }

    /// The blocks, in reading order.
    package var blocks: [Block]
    /// The page's size in cells.
    package var columns: Int
    package var rows: Int
    /// The article's direction: a right-to-left page is drawn mirrored.
    package var direction: WritingDirection
}

/// Markup around a run of text.
package enum InlineMark: Sendable, Hashable {
    /// Emphasis.
    case emphasis
    /// Strong.
    case strong
    /// A link to the destination the content wrote.
    case link(String)
    /// A styled run (`InlineStyle`).
    case styled(InlineStyle)
}
