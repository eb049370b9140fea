/// The one rule for what of a set line is drawn, for every frame (the font measure's and the
/// cell measure's): a line (`TextLine`) is cut from its block's plain text by its offsets,
/// without the spaces it was broken at (spaces, tabs, line feeds and returns at its end) and,
/// in running text, without spaces at its start. Code keeps the spaces that start a line after
/// a line feed or at the start of its text (its indentation); a line code wraps onto does not
/// start with the spaces it wrapped at. In a line of running text in cells, a run of spaces
/// is one space (as the measure counts it), drawn in the style of the text before it.
package enum LineText {
    /// Whether `scalar` is a space a line may be broken at.
    package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r"
    }

    /// The scalars of `line` (offsets in `text`, clamped to it) that the line draws; code
    /// (`preservesSpaces`) keeps its indentation.
    package static func drawn(
        _ line: Range<Int>, of text: [Unicode.Scalar], preservesSpaces: Bool
    ) -> Range<Int> {
        var lower = min(max(line.lowerBound, 0), text.count)
        var upper = min(max(line.upperBound, lower), text.count)
        while upper > lower, isSpace(text[upper - 1]) { upper -= 1 }
        let keepsIndentation = preservesSpaces && (lower == 0 || text[lower - 1] == "\n")
        if !keepsIndentation { while lower < upper, isSpace(text[lower]) { lower += 1 } }
        return lower..<upper
    }

    /// The pieces of a line of running text joined into runs of one style each, as a line in
    /// cells shows them: a run of spaces (tabs, line feeds) is one space, which goes with the
    /// text before it (so a link's underline does not start with one); the line neither
    /// starts nor ends with one, and a hard break drops the space before it.
    package struct CollapsedRuns<Style: Equatable> {
        /// Whether running text takes `character` for a space.
        private static func isSpace(_ character: Character) -> Bool {
            character == " " || character == "\t" || character == "\n" || character == "\r\n" || character == "\r"
        }

        /// The runs so far, in order; none is empty.
        package private(set) var runs: [(text: String, style: Style)] = []
        private var pendingSpace = false

        /// No runs yet.
        package init() {}

        /// Adds `text` in `style`.
        package mutating func add(_ text: String, style: Style) {
            var current = ""
            for character in text {
                if Self.isSpace(character) {
                    pendingSpace = true
                    continue
                }
                if pendingSpace {
                    if !current.isEmpty {
                        current.append(" ")
                    } else if !runs.isEmpty {
                        runs[runs.count - 1].text += " "
                    }
                    pendingSpace = false
                }
                current.append(character)
            }
            guard !current.isEmpty else { return }
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += current
            } else {
                runs.append((current, style))
            }
        }

        /// A hard line break: the space before it is not drawn.
        package mutating func addHardBreak() {
            pendingSpace = false
        }
    }
}
