/// A place on a page where a line of text wraps inside a text block: where the paginator
/// started a new line that is not a block's (or a page column's) first. A sink that shows the
/// page draws exactly these lines: the HTML carousel puts a line break at each, the terminal
/// draws the paginator's lines.
package struct LineBreak: Sendable, Equatable, Hashable, Decodable {
    /// The title's lines, as a `source`.
    package static let title = -1
    /// The byline's lines, as a `source`.
    package static let byline = -2

    /// The index of the top-level block in the article's unpaginated blocks, or `title` or
    /// `byline`.
    package var source: Int
    /// The Unicode scalar offset in the source's plain text (`Block.plainText`, or the title or
    /// byline) where the new line starts.
    package var offset: Int
    /// Whether the line before ends with a hyphen the paginator added (a word hyphenated at
    /// the break).
    package var hyphenated: Bool

    /// Creates a line break.
    package init(source: Int, offset: Int, hyphenated: Bool = false) {
        self.source = source
        self.offset = offset
        self.hyphenated = hyphenated
    }
}
