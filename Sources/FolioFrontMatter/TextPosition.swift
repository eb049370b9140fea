/// Where a place in a text is for a diagnostic: the 1-based line and column, columns counted in
/// Unicode scalars (as Yams and toml++ count them), for the readers that are told an offset
/// rather than a line and column.
enum TextPosition {
    /// The line and column of the text's place `end`.
    static func lineAndColumn(of end: String.Index, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for scalar in text[..<end].unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
