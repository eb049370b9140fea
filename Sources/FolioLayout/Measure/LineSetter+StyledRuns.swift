import FolioModel
import FolioText

/// A text as the line setter measured it, for a sink that draws glyphs itself (the PDF): the
/// measuring text (its scalar offsets are the lines' offsets) and, run by run, the font stack
/// and size ratio each stretch was measured in. Made by the same `RunBuilder` the measure uses,
/// so the drawing takes every style decision (emphasis, strong, code) from the one place.
package struct StyledRuns: Sendable {
    /// One stretch in one style.
    package struct Run: Sendable {
        /// The stretch, in `text`.
        package var range: Range<String.Index>
        /// The faces it was measured in, for the text's language.
        package var stack: FontStack
        /// The role's ems per em of those faces (inline code is smaller).
        package var ratio: Double
    }

    /// The measuring text: the plain text with line feeds, tabs and returns of running text
    /// read as spaces (same scalar offsets).
    package var text: String
    /// The runs, in order, covering `text`.
    package var runs: [Run]

    init(_ source: RunBuilder) {
        text = source.text
        runs = source.runs.compactMap { run in
            run.faces.measurer.map { Run(range: run.range, stack: $0.stack, ratio: run.faces.ratio) }
        }
    }
}

extension LineSetter {
    /// The styled runs of inlines set in `role`, as `lines(of:role:width:)` measures them.
    package func styledRuns(of inlines: [Inline], role: TextRole) -> StyledRuns {
        StyledRuns(SetText.source(inlines: inlines, role: role, measure: measure, language: language))
    }

    /// The styled runs of plain text set in `role`, as `lines(of:role:width:)` measures it.
    package func styledRuns(of text: String, role: TextRole) -> StyledRuns {
        StyledRuns(SetText.source(plain: text, role: role, measure: measure, language: language))
    }

    /// The styled runs of a code block, as `lines(ofCode:width:)` measures it.
    package func styledRuns(ofCode text: String) -> StyledRuns {
        StyledRuns(SetText.source(code: text, measure: measure, language: language))
    }
}
