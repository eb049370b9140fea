/// One line of set text: where it starts and ends in the text's plain text, counted in
/// Unicode scalars, and how wide it is. The spaces a line was broken at belong to the line
/// before them and do not count in its width.
package struct TextLine: Sendable, Equatable, Hashable, Decodable {
    /// The scalar offset of the line's first character.
    package var start: Int
    /// The scalar offset just past the line (the next line's start).
    package var end: Int
    /// The width of the line's content, trailing spaces excluded (a hyphen added at its end
    /// included).
    package var width: Double
    /// Whether the line ends inside a word that the paginator hyphenated: a sink draws a
    /// hyphen after it.
    package var hyphenated: Bool
    /// Whether the line ends at a break the text asks for (a line feed in code, a hard break),
    /// rather than wrapping.
    package var endsHard: Bool
    /// How far the line starts in from its box's start edge: a drop cap's room beside it; 0
    /// for most lines.
    package var indent: Double = 0
    /// On a paragraph's first line, the drop cap drawn beside its first lines: its letter (the
    /// line's first characters) is drawn there, not on the line.
    package var dropCap: DropCap?
    /// The scalars of the line set in small capitals (`SmallCaps`): an opening paragraph's first
    /// line with `theme: first-line: small-caps`; empty for most lines.
    package var smallCaps: [Range<Int>] = []

    /// Creates a line.
    package init(start: Int, end: Int, width: Double, hyphenated: Bool = false, endsHard: Bool = false) {
        self.start = start
        self.end = end
        self.width = width
        self.hyphenated = hyphenated
        self.endsHard = endsHard
    }
}
