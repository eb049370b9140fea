import FolioModel

/// Wraps text greedily into lines no wider than a width, with a measure. The paginator breaks
/// every line with it once and hands the lines to the sinks on each page (`Page.layouts`).
///
/// Breaks are at spaces; a word longer than the line is broken between characters. Running
/// text collapses runs of spaces and newlines into one space, as HTML does; code keeps every
/// space and breaks at its newlines, as CSS `white-space: pre-wrap` does. A hard break ends a
/// line; a hard break at the very end does not start an empty line. Empty text is one empty
/// line.
package struct LineBreaker: Sendable {
    /// The measure widths come from.
    package let measure: any TextMeasure
    private let ascii: ASCIIAdvances

    /// Creates a line breaker.
    package init(measure: any TextMeasure) {
        self.measure = measure
        ascii = ASCIIAdvances(measure: measure)
    }

    /// The lines of styled runs set in `role`; emphasis turns italic on, strong turns bold
    /// on, code is monospace.
    package func lines(of inlines: [Inline], role: TextRole, width: Double) -> [TextLine] {
        wrapping(width: width, preservesSpaces: false) { wrapper in
            let base = role.baseFace
            feed(inlines, bold: base.isBold, italic: base.isItalic, role: role, to: &wrapper)
        }
    }

    /// The lines of plain text (a title, a caption) set in `role`.
    package func lines(of text: String, role: TextRole, width: Double) -> [TextLine] {
        wrapping(width: width, preservesSpaces: false) { wrapper in
            feed(text, face: role.baseFace, role: role, to: &wrapper)
        }
    }

    /// The lines of a code block: spaces kept, newlines respected.
    package func lines(ofCode text: String, width: Double) -> [TextLine] {
        wrapping(width: width, preservesSpaces: true) { wrapper in
            feed(text, face: .monospace, role: .code, to: &wrapper)
        }
    }

    /// The lines of what `feed` gives a wrapper, its words kept on the stack.
    private func wrapping(width: Double, preservesSpaces: Bool, _ feed: (inout Wrapper) -> Void) -> [TextLine] {
        withUnsafeTemporaryAllocation(of: Cluster.self, capacity: Wrapper.wordSpace) { space in
            var wrapper = Wrapper(width: width, preservesSpaces: preservesSpaces, space: space)
            feed(&wrapper)
            return wrapper.finish()
        }
    }

    private func feed(_ inlines: [Inline], bold: Bool, italic: Bool, role: TextRole, to wrapper: inout Wrapper) {
        for inline in inlines {
            switch inline {
            case .text(let text):
                feed(text, face: .of(bold: bold, italic: italic), role: role, to: &wrapper)
            case .code(let text):
                feed(text, face: .monospace, role: role, to: &wrapper)
            case .emphasis(let content):
                feed(content, bold: bold, italic: true, role: role, to: &wrapper)
            case .strong(let content):
                feed(content, bold: true, italic: italic, role: role, to: &wrapper)
            case .link(_, _, let content):
                feed(content, bold: bold, italic: italic, role: role, to: &wrapper)
            case .lineBreak:
                wrapper.addHardBreak(scalars: 1)
            }
        }
    }

    private func feed(_ text: String, face: FontStyle, role: TextRole, to wrapper: inout Wrapper) {
        let fedAsBytes: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            ascii.advances(face: face, role: role).withUnsafeBufferPointer { advances in
                feed(text, bytes: bytes, advances: advances, face: face, role: role, to: &wrapper)
            }
        }
        if fedAsBytes == nil {
            for character in text {
                wrapper.add(cluster(of: character, face: face, role: role, preservesSpaces: wrapper.preservesSpaces))
            }
        }
    }

    /// Feeds the characters of `text`, whose UTF-8 is `bytes`, measured with `advances` (the
    /// ASCII advances of `face` in `role`).
    ///
    /// Fast path: between two ASCII bytes there is always a character boundary (except inside
    /// "\r\n", one character), so running text is taken byte by byte; only a character that
    /// is not ASCII, or an ASCII byte that the scalar after it may join, is taken as a
    /// `Character`.
    private func feed(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, advances: UnsafeBufferPointer<Double>, face: FontStyle,
        role: TextRole, to wrapper: inout Wrapper
    ) {
        let preservesSpaces = wrapper.preservesSpaces
        let space = advances[Int(UInt8(ascii: " "))]
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            let next = index + 1 < count ? bytes[index + 1] : 0
            guard byte < 0x80, next < 0x80 else {
                let character = text[text.utf8.index(text.utf8.startIndex, offsetBy: index)]
                wrapper.add(cluster(of: character, face: face, role: role, preservesSpaces: preservesSpaces))
                index += character.utf8.count
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                wrapper.addSpace(width: preservesSpaces ? advances[Int(byte)] : space, scalars: 1)
                index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                let scalars = byte == UInt8(ascii: "\r") && next == UInt8(ascii: "\n") ? 2 : 1
                if preservesSpaces {
                    wrapper.addHardBreak(scalars: scalars)
                } else {
                    wrapper.addSpace(width: space, scalars: scalars)
                }
                index += scalars
            default:
                let end = Self.endOfLetters(bytes, from: index + 1)
                wrapper.addLetters(bytes, index..<end, advances: advances)
                index = end
            }
        }
    }

    /// The end of the run of ASCII letters (not spaces, tabs or line ends) from `start`: where
    /// a byte is not one, or is followed by a byte that is not ASCII (a scalar that may join it).
    @inline(__always)
    private static func endOfLetters(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte >= 0x80 || (byte <= 0x20 && (byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D)) {
                break
            }
            if end + 1 < bytes.count && bytes[end + 1] >= 0x80 { break }
            end += 1
        }
        return end
    }

    private func cluster(of character: Character, face: FontStyle, role: TextRole, preservesSpaces: Bool) -> Cluster {
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
