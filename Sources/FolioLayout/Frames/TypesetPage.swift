import FolioModel
import FolioNavigation

/// One page of an article as the paginator laid it out, with everything on it placed: its
/// blocks in reading order (the title and byline first on an article's first page), each
/// with its lines (`TypesetLine`), photo and rules, at page coordinates in CSS pixels (y
/// down). The same page breaks and the same lines as every other sink's page in that geometry.
public struct TypesetPage: Sendable {
    /// What a block is, for a document's structure (headings, paragraphs, figures).
    public enum Role: Sendable, Hashable {
        /// The article's title.
        case title
        /// The author and date line under the title.
        case byline
        /// An opener's dek, between the title and the byline.
        case dek
        /// A heading of level 1 to 6.
        case heading(Int)
        /// Running text: a paragraph.
        case paragraph
        /// Running text in a list item.
        case listItem
        /// A list item's marker (its number or bullet), before the item's first block.
        case marker
        /// A line or more of code.
        case code
        /// A photo and its caption (the lines are the caption's).
        case figure
        /// A quote's rules: a quote's or callout's bar, a pull quote's rules above and below, a
        /// sidebar's box (its text comes as paragraphs of their own).
        case quote
        /// A thematic break.
        case rule
        /// A table's rules (its cells come as blocks of their own).
        case table
        /// A table cell: a header cell or a body cell.
        case tableCell(header: Bool)
    }

    /// A rectangle on the page, in CSS pixels from its top left.
    public struct Rect: Sendable, Hashable, Decodable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// Creates a rectangle.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// A structure element that holds blocks: a list, one of its items, a quote. Blocks in the
    /// same element carry the same container, outermost first, so a sink nests its tags (a
    /// tagged PDF's L, LI, BlockQuote) from the containers alone.
    public struct Container: Sendable, Hashable {
        /// What the element is.
        public enum Kind: Sendable, Hashable {
            /// A list, numbered or not.
            case list(ordered: Bool)
            /// One item of the list it is in.
            case listItem
            /// A block quote.
            case quote
            /// A table.
            case table
            /// One row of the table it is in.
            case tableRow
        }

        /// What the element is.
        public var kind: Kind
        /// Its number on the page: blocks of one element share it.
        public var id: Int

        /// Creates a container.
        public init(kind: Kind, id: Int) {
            self.kind = kind
            self.id = id
        }
    }

    /// One block, or the fragment of it on this page.
    public struct Block: Sendable {
        /// What it is.
        public var role: Role
        /// Its lines, in reading order (a figure's: its caption's; a list item's first block's
        /// first line: its marker).
        public var lines: [TypesetLine]
        /// The picture of a figure and where it is drawn: the frame keeps the photo's aspect
        /// ratio (the paginator may have shrunk it into the end of the page).
        public var photo: (photo: Photo, frame: Rect)?
        /// Rules to draw: a thematic break's line, a quote's bar or box.
        public var rules: [Rect]
        /// The structure elements the block is in, outermost first (none at the top level).
        public var containers: [Container]
        /// For a quote: what its role makes it (its rules drawn as `PageTheme.quoteRule(_:)` says).
        public var quote: QuoteKind?
        /// For a quote: the callout it is (its bar drawn in its kind's colour), if any.
        public var callout: CalloutKind? { quote?.callout }

        /// Creates a block.
        public init(
            role: Role, lines: [TypesetLine], photo: (photo: Photo, frame: Rect)? = nil, rules: [Rect] = [],
            containers: [Container] = []
        ) {
            self.role = role
            self.lines = lines
            self.photo = photo
            self.rules = rules
            self.containers = containers
        }
    }

    /// The blocks, in reading order.
    public var blocks: [Block]
    /// The page's size and margins.
    public var geometry: PageGeometry
    /// The BCP 47 language of the page's text (its article's).
    public var language: String
    /// The direction the page's text is written in (its article's).
    public var direction: WritingDirection
    /// On a cover whose photo bleeds, or an opener's first page: the photo and scrims drawn
    /// first; words over the photo (`inkOverPhoto`) are then drawn in the theme's `coverInk`.
    public var art: PageArt?

    /// Whether the page's words are drawn in the theme's `coverInk`, over its photo.
    public var inkOverPhoto: Bool { art?.design.wordsOverPhoto ?? false }

    /// Creates a page.
    public init(
        blocks: [Block], geometry: PageGeometry, language: String = "en", direction: WritingDirection = .leftToRight,
        art: PageArt? = nil
    ) {
        self.art = art
        self.blocks = blocks
        self.geometry = geometry
        self.language = language
        self.direction = direction
    }
}
