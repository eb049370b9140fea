import FolioModel

/// A block's text as its lines in cells are cut from it: its plain text's scalars (the offsets
/// of its `TextLine`s) and its leaves, the stretches of one inline each with the markup around
/// them. A line is cut by the one rule (`LineText`) and its runs are its leaves' parts, web
/// addresses in plain text found in each.
struct CellText {
    /// A stretch of one inline (a text, a piece of code, a hard break).
    private struct Leaf {
        var range: Range<Int>
        var marks: [InlineMark]
        var isCode: Bool
        var isHardBreak: Bool
        /// Whether web addresses written in it are found (text, not code nor a plain string).
        var findsWebAddresses: Bool
    }

    private var scalars: [Unicode.Scalar] = []
    private var leaves: [Leaf] = []

    /// The text of `inlines` (a paragraph, a heading).
    init(inlines: [Inline]) {
        add(inlines, marks: [])
    }

    /// A plain text (a title, a byline, a caption).
    init(plain: String) {
        scalars = Array(plain.unicodeScalars)
        leaves = [
            Leaf(range: 0..<scalars.count, marks: [], isCode: false, isHardBreak: false, findsWebAddresses: false)
        ]
    }

    private mutating func add(_ inlines: [Inline], marks: [InlineMark]) {
        for inline in inlines {
            switch inline {
            case .text(let text):
                append(text, marks: marks, isCode: false, findsWebAddresses: true)
            case .code(let text):
                append(text, marks: marks, isCode: true, findsWebAddresses: false)
            case .emphasis(let content):
                add(content, marks: marks + [.emphasis])
            case .strong(let content):
                add(content, marks: marks + [.strong])
            case .link(let destination, _, let content):
                add(content, marks: marks + [.link(destination)])
            case .styled(let style, let content):
                add(content, marks: marks + [.styled(style)])
            case .lineBreak:
                scalars.append("\n")
                leaves.append(
                    Leaf(
                        range: scalars.count - 1..<scalars.count, marks: marks, isCode: false, isHardBreak: true,
                        findsWebAddresses: false))
            }
        }
    }

    private mutating func append(_ text: String, marks: [InlineMark], isCode: Bool, findsWebAddresses: Bool) {
        let start = scalars.count
        scalars += text.unicodeScalars
        leaves.append(
            Leaf(
                range: start..<scalars.count, marks: marks, isCode: isCode, isHardBreak: false,
                findsWebAddresses: findsWebAddresses))
    }

    /// `line` at `row`, `column`.
    func line(_ line: TextLine, row: Int, column: Int) -> CellFrame.Line {
        let drawn = LineText.drawn(line.start..<line.end, of: scalars, preservesSpaces: false)
        var runs = LineText.CollapsedRuns<CellFrame.Run>()
        for leaf in leaves where leaf.range.overlaps(drawn) {
            if leaf.isHardBreak {
                runs.addHardBreak()
                continue
            }
            let from = max(leaf.range.lowerBound, drawn.lowerBound)
            let to = min(leaf.range.upperBound, drawn.upperBound)
            let text = String(String.UnicodeScalarView(scalars[from..<to]))
            let style = CellFrame.Run(text: "", marks: leaf.marks, isCode: leaf.isCode)
            guard leaf.findsWebAddresses, text.contains("://") else {
                runs.add(text, style: style)
                continue
            }
            for piece in WebAddress.split(text) {
                var pieceStyle = style
                pieceStyle.webAddress = piece.url
                runs.add(String(piece.text), style: pieceStyle)
            }
        }
        let set = runs.runs.map { run in
            var styled = run.style
            styled.text = run.text
            return styled
        }
        return CellFrame.Line(text: set.map(\.text).joined(), row: row, column: column, runs: set)
    }
}

extension CellMeasure {
    /// `text` with each tab replaced by `tabWidth` spaces, as the measure counts a tab.
    static func expandingTabs(_ text: String) -> String {
        guard text.unicodeScalars.contains("\t") else { return text }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.flatMap { $0 == "\t" ? Array(repeating: " ", count: tabWidth) : [$0] }))
    }
}
