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

    /// Creates a line.
    package init(start: Int, end: Int, width: Double, hyphenated: Bool = false, endsHard: Bool = false) {
        self.start = start
        self.end = end
        self.width = width
        self.hyphenated = hyphenated
        self.endsHard = endsHard
    }
}
