/// Wraps text greedily into lines no wider than a width, with a measure. Sinks that wrap
/// text themselves (the terminal) use it too, so their lines are the paginator's lines.
///
/// Breaks are at spaces; a word longer than the line is broken between characters. Running
/// text collapses runs of spaces and newlines into one space, as HTML does; code keeps every
/// space and breaks at its newlines, as CSS `white-space: pre-wrap` does. A hard break ends a
/// line; a hard break at the very end does not start an empty line. Empty text is one empty
/// line.
public struct LineBreaker: Sendable {
    /// The measure widths come from.
    public let measure: any TextMeasure
    private let ascii: ASCIIAdvances

    /// Creates a line breaker.
    public init(measure: any TextMeasure) {
        self.measure = measure
        ascii = ASCIIAdvances(measure: measure)
    }

    /// The lines of styled runs set in `role`; emphasis turns italic on, strong turns bold
    /// on, code is monospace.
    public func lines(of inlines: [Inline], role: TextRole, width: Double) -> [TextLine] {
        var clusters: [Cluster] = []
        let base = role.baseFace
        append(inlines, bold: base.isBold, italic: base.isItalic, role: role, to: &clusters)
        return wrap(clusters, width: width, preservesSpaces: false)
    }

    /// The lines of plain text (a title, a caption) set in `role`.
    public func lines(of text: String, role: TextRole, width: Double) -> [TextLine] {
        var clusters: [Cluster] = []
        append(text, face: role.baseFace, role: role, preservesSpaces: false, to: &clusters)
        return wrap(clusters, width: width, preservesSpaces: false)
    }

    /// The lines of a code block: spaces kept, newlines respected.
    public func lines(ofCode text: String, width: Double) -> [TextLine] {
        var clusters: [Cluster] = []
        append(text, face: .monospace, role: .code, preservesSpaces: true, to: &clusters)
        return wrap(clusters, width: width, preservesSpaces: true)
    }

    private func append(_ inlines: [Inline], bold: Bool, italic: Bool, role: TextRole, to clusters: inout [Cluster]) {
        for inline in inlines {
            switch inline {
            case .text(let text):
                append(text, face: .of(bold: bold, italic: italic), role: role, preservesSpaces: false, to: &clusters)
            case .code(let text):
                append(text, face: .monospace, role: role, preservesSpaces: false, to: &clusters)
            case .emphasis(let content):
                append(content, bold: bold, italic: true, role: role, to: &clusters)
            case .strong(let content):
                append(content, bold: true, italic: italic, role: role, to: &clusters)
            case .link(_, _, let content):
                append(content, bold: bold, italic: italic, role: role, to: &clusters)
            case .lineBreak:
                clusters.append(Cluster(scalars: 1, width: 0, kind: .hardBreak))
            }
        }
    }

    private func append(_ text: String, face: FontFace, role: TextRole, preservesSpaces: Bool, to clusters: inout [Cluster]) {
        for character in text {
            let scalars = character.unicodeScalars.count
            let kind: Cluster.Kind
            switch character {
            case " ", "\t": kind = .space
            case "\n", "\r\n", "\r": kind = preservesSpaces ? .hardBreak : .space
            default: kind = .word
            }
            let width: Double
            if kind == .hardBreak {
                width = 0
            } else if kind == .space && !preservesSpaces {
                width = ascii.advance(0x20, face: face, role: role)
            } else if let byte = character.asciiValue {
                width = ascii.advance(byte, face: face, role: role)
            } else {
                width = measure.advance(of: character, face: face, role: role)
            }
            clusters.append(Cluster(scalars: scalars, width: width, kind: kind))
        }
    }

    private func wrap(_ clusters: [Cluster], width: Double, preservesSpaces: Bool) -> [TextLine] {
        var wrapper = Wrapper(clusters: clusters, width: width, preservesSpaces: preservesSpaces)
        return wrapper.run()
    }
}

/// One character as the line breaker sees it.
struct Cluster {
    enum Kind { case word, space, hardBreak }
    var scalars: Int
    var width: Double
    var kind: Kind
}
