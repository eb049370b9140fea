import FolioPluginAPI

/// GitHub's strikethrough (GFM 6.5): text between a matching pair of one or two tildes,
/// `~~gone~~` or `~gone~`, is struck through. cmark reads CommonMark, where tildes are plain
/// text, so they are found here in cmark's text nodes and paired like GFM's delimiter runs:
/// an opening run is left-flanking, a closing one right-flanking (CommonMark 6.2), both of the
/// same length, matched to the nearest opener, inside one container (a paragraph, an
/// emphasis, a link). Runs of three or more tildes, and tildes written as `\~` or `&#126;`,
/// stay text.
///
/// Where GFM pairs tildes across emphasis that cmark has already closed (`~~a *b~~ c*`),
/// the tildes stay text: the opener and closer are then in different containers.
enum Strikethrough {
    /// Appends the text of cmark's text node `node` to `pieces`, its tilde runs as
    /// `InlinePiece.tildes` to be paired by `resolved(_:)`. A node whose source span is not
    /// as long as its text was written as an escape or an entity: its tildes are text.
    static func appendText(of node: CmarkNode, to pieces: inout [InlinePiece]) {
        let literal = node.literal
        guard literal.utf8.contains(tilde), node.startLine >= 1, node.startLine == node.endLine,
            node.isWrittenAsIs(literal)
        else {
            InlinePiece.appendText(literal, to: &pieces)
            return
        }
        var text = Substring(literal)
        while let start = text.firstIndex(of: "~") {
            let run = text[start...].prefix { $0 == "~" }
            if run.count <= 2 {
                if start > text.startIndex { InlinePiece.appendText(String(text[..<start]), to: &pieces) }
                pieces.append(.tildes(run.count))
            } else {
                InlinePiece.appendText(String(text[..<run.endIndex]), to: &pieces)
            }
            text = text[run.endIndex...]
        }
        if !text.isEmpty { InlinePiece.appendText(String(text), to: &pieces) }
    }

    /// `pieces`, the runs of one container, with each matched pair of tilde runs and what lies
    /// between them struck through, and every unmatched run back to text.
    static func resolved(_ pieces: [InlinePiece]) -> [InlinePiece] {
        guard pieces.contains(where: \.isTildes) else { return pieces }
        var result: [InlinePiece] = []
        var openers: [(index: Int, count: Int)] = []
        for (index, piece) in pieces.enumerated() {
            guard case .tildes(let count) = piece else {
                result.append(piece)
                continue
            }
            let before = neighbour(at: index - 1, in: pieces, end: true)
            let after = neighbour(at: index + 1, in: pieces, end: false)
            if isRightFlanking(before: before, after: after),
                let match = openers.lastIndex(where: { $0.count == count })
            {
                let start = openers[match].index
                let inside = textOnly(Array(result[(start + 1)...]))
                result.removeSubrange(start...)
                openers.removeSubrange(match...)
                result += InlinePiece.wrap(inside) { .styled(.strikethrough, $0) }
            } else if isLeftFlanking(before: before, after: after) {
                openers.append((result.count, count))
                result.append(piece)
            } else {
                InlinePiece.appendText(String(repeating: "~", count: count), to: &result)
            }
        }
        return textOnly(result)
    }

    // MARK: Flanking

    /// What is next to a run: a character of text, the edge of the container (white space to
    /// the rules), or other markup (a code span, an emphasis, a link: punctuation in the source).
    private enum Neighbour {
        case character(Character)
        case edge
        case markup
    }

    /// What is next to a run, in the piece at `index`: its last character (`end`) when it comes
    /// before the run, its first when it comes after.
    private static func neighbour(at index: Int, in pieces: [InlinePiece], end: Bool) -> Neighbour {
        guard pieces.indices.contains(index) else { return .edge }
        switch pieces[index] {
        case .inline(.text(let text)): return (end ? text.last : text.first).map(Neighbour.character) ?? .edge
        case .inline(.lineBreak): return .edge
        case .tildes: return .character("~")
        default: return .markup
        }
    }

    private static func isLeftFlanking(before: Neighbour, after: Neighbour) -> Bool {
        !isWhitespace(after) && (!isPunctuation(after) || isWhitespace(before) || isPunctuation(before))
    }

    private static func isRightFlanking(before: Neighbour, after: Neighbour) -> Bool {
        !isWhitespace(before) && (!isPunctuation(before) || isWhitespace(after) || isPunctuation(after))
    }

    private static func isWhitespace(_ neighbour: Neighbour) -> Bool {
        switch neighbour {
        case .edge: return true
        case .markup: return false
        case .character(let character): return character.unicodeScalars.first?.properties.isWhitespace ?? false
        }
    }

    /// Unicode punctuation as CommonMark 0.30 has it: the P categories and ASCII punctuation.
    private static func isPunctuation(_ neighbour: Neighbour) -> Bool {
        switch neighbour {
        case .edge: return false
        case .markup: return true
        case .character(let character):
            guard let scalar = character.unicodeScalars.first else { return false }
            if scalar.isASCII { return asciiPunctuation.contains(UInt8(scalar.value)) }
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                .initialPunctuation, .finalPunctuation, .otherPunctuation:
                return true
            default:
                return false
            }
        }
    }

    private static let asciiPunctuation = Set(Array("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".utf8))
    private static let tilde = UInt8(ascii: "~")

    /// The pieces with their tilde runs as text.
    private static func textOnly(_ pieces: [InlinePiece]) -> [InlinePiece] {
        var text: [InlinePiece] = []
        text.reserveCapacity(pieces.count)
        for piece in pieces {
            if case .tildes(let count) = piece {
                InlinePiece.appendText(String(repeating: "~", count: count), to: &text)
            } else if case .inline(.text(let more)) = piece {
                InlinePiece.appendText(more, to: &text)
            } else {
                text.append(piece)
            }
        }
        return text
    }
}
