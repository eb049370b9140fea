import FolioPluginAPI

/// The reader's words marked in lines of text: on the page a search led to, and in the found
/// pages' lines in the contents. Which words are the reader's is FolioSearch's (`SearchMarks`);
/// the terminal only draws them in `Theme.found`'s looks.
struct WordMarker {
    /// The reader's words.
    let marks: SearchMarks
    /// The language the text is written in.
    let language: String

    /// `runs` (one line, in reading order) with the reader's words in their marked looks.
    func marked(_ runs: [StyledRun]) -> [StyledRun] {
        let text = runs.map(\.text).joined()
        // A text ICU cannot cut into words (it never happens) is drawn unmarked: marks only help.
        guard let ranges = try? marks.ranges(in: text, language: language), !ranges.isEmpty else { return runs }
        var result: [StyledRun] = []
        var offset = 0
        for run in runs {
            var piece = String.UnicodeScalarView()
            var pieceMarked = false
            for scalar in run.text.unicodeScalars {
                let isMarked = ranges.contains { $0.contains(offset) }
                if isMarked != pieceMarked, !piece.isEmpty {
                    result.append(
                        StyledRun(text: String(piece), style: pieceMarked ? Theme.found(run.style) : run.style))
                    piece = String.UnicodeScalarView()
                }
                pieceMarked = isMarked
                piece.append(scalar)
                offset += 1
            }
            if !piece.isEmpty {
                result.append(StyledRun(text: String(piece), style: pieceMarked ? Theme.found(run.style) : run.style))
            }
        }
        return result
    }
}
