/// One line of wrapped text: where it starts and ends in the text's plain text, counted in
/// Unicode scalars, and how wide it is. The spaces a line was broken at belong to the line
/// before them and do not count in its width.
package struct TextLine: Sendable, Equatable, Hashable, Decodable {
    /// The scalar offset of the line's first character.
    package var start: Int
    /// The scalar offset just past the line (the next line's start).
    package var end: Int
    /// The width of the line's content, trailing spaces excluded.
    package var width: Double

    /// Creates a line.
    package init(start: Int, end: Int, width: Double) {
        self.start = start
        self.end = end
        self.width = width
    }
}
