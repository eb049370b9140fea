import FolioModel

/// One line of text as the paginator set it, shaped and placed on its page: the glyphs the
/// text engine shaped (HarfBuzz, in the very faces the line was measured in), in visual order,
/// at page coordinates (CSS pixels from the page's top left, y down). A sink that draws glyphs
/// itself (the PDF) draws these; it never breaks, shapes or justifies text again.
public struct TypesetLine: Sendable {
    /// A font file a run is drawn with: the bytes the face was loaded from (the whole file for
    /// a face of a collection) and the face's index in it.
    public final class Font: Sendable, Hashable {
        /// The font file's bytes (OpenType or TrueType; WOFF2 decoded).
        public let bytes: [UInt8]
        /// The face's index in `data` (0 unless a collection).
        public let index: Int
        /// The face's stable name (`Caladea-Bold`, `NotoSansCJKjp-Regular`).
        public let name: String

        /// Creates a font file record.
        public init(bytes: [UInt8], index: Int, name: String) {
            self.bytes = bytes
            self.index = index
            self.name = name
        }

        /// Fonts are the same object.
        public static func == (lhs: Font, rhs: Font) -> Bool { lhs === rhs }

        /// Hashes the object's identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// One glyph, placed.
    public struct Glyph: Sendable, Hashable {
        /// The glyph's index in its font.
        public var id: UInt32
        /// Where its origin is, from the page's left edge.
        public var x: Double
        /// Where its origin is (the baseline, moved by the shaper's offset), from the page's top.
        public var y: Double
        /// The UTF-8 offset in its run's `text` of the first character the glyph draws (its
        /// cluster): glyphs sharing an offset draw one cluster together.
        public var textOffset: Int

        /// Creates a placed glyph.
        public init(id: UInt32, x: Double, y: Double, textOffset: Int) {
            self.id = id
            self.x = x
            self.y = y
            self.textOffset = textOffset
        }
    }

    /// A stretch of the line in one font, size and direction, with the glyphs that draw it.
    public struct Run: Sendable {
        /// The font file.
        public var font: Font
        /// The type size, in CSS pixels per em.
        public var size: Double
        /// The glyphs, in drawing order (left to right on the page).
        public var glyphs: [Glyph]
        /// The characters the glyphs draw, in logical (reading) order.
        public var text: String
        /// Whether the run reads right to left (its glyphs draw `text` from its end).
        public var isRightToLeft: Bool
        /// The link the run's text belongs to, as the content wrote it (`https://…`, or
        /// `#article-id` for an article of the issue); nil outside links.
        public var link: String?
        /// The run's left edge on the page.
        public var left: Double
        /// The run's right edge on the page (after its last advance).
        public var right: Double
        /// The styles the run's text is set apart in (`InlineStyle`: struck through, marked, a
        /// key, ...), outermost first; empty for ordinary text.
        public var styles: [InlineStyle] = []
        /// The line through a struck-through run, from `left` to `right`, as its face places
        /// it; nil unless `styles` holds `.strikethrough`.
        public var strikeout: Strikeout? = nil
        /// Whether the run is in small capitals (`SmallCaps`): its glyphs draw the capitals of
        /// the lowercase letters its `text` holds, as written.
        public var smallCaps = false

        /// The characters the glyphs draw: `text`, or in small capitals the capitals of its
        /// lowercase letters (what a PDF, which maps each glyph of a font to one text, names them).
        public var drawnText: String { smallCaps ? SmallCaps.capitals(text[...]) : text }

        /// Creates a run.
        public init(
            font: Font, size: Double, glyphs: [Glyph], text: String, isRightToLeft: Bool, link: String?,
            left: Double, right: Double
        ) {
            self.font = font
            self.size = size
            self.glyphs = glyphs
            self.text = text
            self.isRightToLeft = isRightToLeft
            self.link = link
            self.left = left
            self.right = right
        }
    }

    /// The line a struck-through run is drawn with: its face's strikeout (OS/2
    /// `yStrikeoutPosition` and `yStrikeoutSize`), as browsers draw `<s>`.
    public struct Strikeout: Sendable, Hashable {
        /// The line's centre, from the page's top.
        public var y: Double
        /// Its thickness, in CSS px.
        public var thickness: Double

        /// Creates a strikeout.
        public init(y: Double, thickness: Double) {
            self.y = y
            self.thickness = thickness
        }
    }

    /// Where a line's text is in the article: a top-level block (the title: -1, the byline: -2)
    /// and the Unicode scalars of its plain text that the line sets, as the page map's breaks
    /// count them (`LineBreak`), with how the line ends.
    public struct Source: Sendable, Hashable {
        /// The top-level block, or -1 for the title, -2 for the byline.
        public var block: Int
        /// The scalars of the block's plain text the line sets (its spaces at the ends included).
        public var range: Range<Int>
        /// Whether the line ends at a hard break (the next line does not wrap from it).
        public var endsHard: Bool
        /// Whether the paginator hyphenated the word the line ends in.
        public var hyphenated: Bool

        /// Creates a source range.
        public init(block: Int, range: Range<Int>, endsHard: Bool, hyphenated: Bool) {
            self.block = block
            self.range = range
            self.endsHard = endsHard
            self.hyphenated = hyphenated
        }
    }

    /// The runs, left to right on the page.
    public var runs: [Run]
    /// Where the line's text is in the article; nil for a line a sink or the walker adds (a
    /// list marker, a running foot).
    public var source: Source? = nil
    /// What the line says, in reading order, with the hyphen the paginator added at its end.
    public var text: String
    /// The top of the line box, from the page's top.
    public var top: Double
    /// The line box's height (the role's line height).
    public var height: Double
    /// The baseline, from the page's top.
    public var baseline: Double
    /// Whether the line is a paragraph's drop cap: its first letter, set large beside its first
    /// lines (`height` is the letter's line box, its baseline the last spanned line's).
    public var isDropCap = false

    /// Creates a line.
    public init(runs: [Run], text: String, top: Double, height: Double, baseline: Double) {
        self.runs = runs
        self.text = text
        self.top = top
        self.height = height
        self.baseline = baseline
    }

    /// The width the glyphs take, from the leftmost run's left edge to the rightmost's right.
    public var width: Double {
        guard let first = runs.first, let last = runs.last else { return 0 }
        return last.right - first.left
    }

    /// The line moved by `dx` to the right and `dy` down.
    public func moved(dx: Double, dy: Double) -> TypesetLine {
        var line = self
        line.top += dy
        line.baseline += dy
        line.runs = runs.map { run in
            var run = run
            run.left += dx
            run.right += dx
            run.glyphs = run.glyphs.map { Glyph(id: $0.id, x: $0.x + dx, y: $0.y + dy, textOffset: $0.textOffset) }
            run.strikeout?.y += dy
            return run
        }
        return line
    }
}
