import FolioModel

/// Wraps text greedily into lines no wider than a width, with a measure. The paginator breaks
/// every line with it once and hands the lines to the sinks on each page (`Page.layouts`).
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
        clusters.reserveCapacity(Self.estimatedCharacters(inlines))
        let base = role.baseFace
        append(inlines, bold: base.isBold, italic: base.isItalic, role: role, to: &clusters)
        return wrap(clusters, width: width, preservesSpaces: false)
    }

    /// About how many characters `inlines` hold (the UTF-8 length of their top-level text), so
    /// the clusters are allocated once rather than grown.
    private static func estimatedCharacters(_ inlines: [Inline]) -> Int {
        inlines.reduce(16) { total, inline in
            if case .text(let text) = inline { return total + text.utf8.count }
            return total + 16
        }
    }

    /// The lines of plain text (a title, a caption) set in `role`.
    public func lines(of text: String, role: TextRole, width: Double) -> [TextLine] {
        var clusters: [Cluster] = []
        clusters.reserveCapacity(text.utf8.count)
        append(text, face: role.baseFace, role: role, preservesSpaces: false, to: &clusters)
        return wrap(clusters, width: width, preservesSpaces: false)
    }

    /// The lines of a code block: spaces kept, newlines respected.
    public func lines(ofCode text: String, width: Double) -> [TextLine] {
        var clusters: [Cluster] = []
        clusters.reserveCapacity(text.utf8.count)
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

    private func append(
        _ text: String, face: FontFace, role: TextRole, preservesSpaces: Bool, to clusters: inout [Cluster]
    ) {
        let takenAsBytes: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            append(text, bytes: bytes, face: face, role: role, preservesSpaces: preservesSpaces, to: &clusters)
        }
        if takenAsBytes == nil {
            for character in text {
                clusters.append(cluster(of: character, face: face, role: role, preservesSpaces: preservesSpaces))
            }
        }
    }

    /// Appends the clusters of `text`, whose UTF-8 is `bytes`.
    ///
    /// Fast path: between two ASCII bytes there is always a character boundary (except inside
    /// "\r\n", one character), so running text is taken byte by byte, with the advances of
    /// `ASCIIAdvances`; only a character that is not ASCII, or an ASCII byte that the scalar
    /// after it may join, is taken as a `Character`.
    private func append(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, face: FontFace, role: TextRole, preservesSpaces: Bool,
        to clusters: inout [Cluster]
    ) {
        let advances = ascii.advances(face: face, role: role)
        let space = advances[Int(UInt8(ascii: " "))]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            guard byte < 0x80, next < 0x80 else {
                let character = text[text.utf8.index(text.utf8.startIndex, offsetBy: index)]
                clusters.append(cluster(of: character, face: face, role: role, preservesSpaces: preservesSpaces))
                index += character.utf8.count
                continue
            }
            var scalars = 1
            if byte == UInt8(ascii: "\r") && next == UInt8(ascii: "\n") { scalars = 2 }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                clusters.append(Cluster(scalars: 1, width: preservesSpaces ? advances[Int(byte)] : space, kind: .space))
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                clusters.append(
                    preservesSpaces
                        ? Cluster(scalars: scalars, width: 0, kind: .hardBreak)
                        : Cluster(scalars: scalars, width: space, kind: .space))
            default:
                clusters.append(Cluster(scalars: 1, width: advances[Int(byte)], kind: .word))
            }
            index += scalars
        }
    }

    private func cluster(of character: Character, face: FontFace, role: TextRole, preservesSpaces: Bool) -> Cluster {
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
        return Cluster(scalars: scalars, width: width, kind: kind)
    }

    private func wrap(_ clusters: [Cluster], width: Double, preservesSpaces: Bool) -> [TextLine] {
        var wrapper = Wrapper(clusters: clusters, width: width, preservesSpaces: preservesSpaces)
        return wrapper.run()
    }
}

/// One character as the line breaker sees it.
struct Cluster {
    enum Kind: UInt8 { case word, space, hardBreak }
    /// The width the character takes, in the measure's units.
    var width: Double
    /// How many Unicode scalars the character has (kept small: clusters are made for every
    /// character of the issue).
    var scalars: Int32
    var kind: Kind

    init(scalars: Int, width: Double, kind: Kind) {
        self.width = width
        self.scalars = Int32(scalars)
        self.kind = kind
    }
}
