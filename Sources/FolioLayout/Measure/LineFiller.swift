import FolioText

/// Fills lines of one width greedily with the pieces of a `SetText`: a piece goes on the line
/// when it fits after the spaces before it, otherwise it starts the next line. A piece that
/// does not fit is hyphenated when the text allows it (at the last of the word's hyphenation
/// points that fits, a hyphen added); a piece wider than a whole line is cut between grapheme
/// clusters (as many as fit, at least one). A hard break ends its line; a hard break at the
/// very end does not start an empty line. Empty text is one empty line.
///
/// The spaces a line was broken at belong to the line before them and do not count in its
/// width; in code (spaces kept) spaces at the start of a line that follows a hard break count.
///
/// A drop cap (`DropCap`) narrows the first lines by its indent, and its letter, drawn beside
/// them, takes no room on the first line. A filler may fill only the first line
/// (`fill(maxLines:)`), or start where another left off (`startingAt`): a first line in small
/// capitals is filled from their set text, the rest from the text's own.
struct LineFiller {
    let set: SetText
    /// The line width, in natural units.
    let width: Double
    /// The width of the first `indentedLines` lines, in natural units (a drop cap beside them).
    let indentedWidth: Double
    let indentedLines: Int
    /// Where the text drawn on the lines starts: past a drop cap's letter, else the text's start.
    let textStart: String.Index
    /// The scalar offset the lines start at, and how many lines come before it.
    let startOffset: Int
    let linesBefore: Int
    /// Units of the measure per natural unit.
    let scale: Double
    /// Hyphenates words that do not fit, when there is a dictionary for the language.
    let hyphenator: Hyphenator?

    private var lines: [TextLine] = []
    private var lineStart = 0
    private var lineWidth = 0.0
    private var hasContent = false
    private var pending = 0.0
    private var atHardStart = true

    /// A filler of lines `width` wide (in the measure's units; `scale` of them per natural unit),
    /// the first lines narrowed by `dropCap`'s indent and its letter left out of the first.
    init(
        set: SetText, width: Double, scale: Double, hyphenator: Hyphenator?, dropCap: DropCap? = nil,
        startingAt startOffset: Int = 0, linesBefore: Int = 0
    ) {
        self.set = set
        self.startOffset = startOffset
        self.linesBefore = linesBefore
        lineStart = startOffset
        self.scale = max(scale, .leastNonzeroMagnitude)
        self.width = width / self.scale
        self.hyphenator = hyphenator
        indentedLines = dropCap?.lines ?? 0
        indentedWidth = max(width - (dropCap?.indent ?? 0), 1) / self.scale
        textStart =
            dropCap.flatMap {
                set.text.unicodeScalars.index(
                    set.text.startIndex, offsetBy: $0.scalars, limitedBy: set.text.endIndex)
            } ?? set.text.startIndex
    }

    /// The width of the line being filled.
    private var limit: Double { linesBefore + lines.count < indentedLines ? indentedWidth : width }

    /// The lines; the first `maxLines` of them when it is given.
    mutating func fill(maxLines: Int? = nil) -> [TextLine] {
        let pieces = set.pieces
        lines.reserveCapacity(maxLines ?? expectedLineCount)
        for index in pieces.indices {
            if let maxLines, lines.count >= maxLines { return Array(lines.prefix(maxLines)) }
            guard pieces[index].end > startOffset else { continue }
            place(pieces[index].start < startOffset ? rest(of: pieces[index], at: startOffset) : pieces[index])
            if pieces[index].isHard {
                emit(upTo: pieces[index].end, hard: true)
                atHardStart = true
            }
        }
        let end = set.pieces.last?.end ?? 0
        if lineStart < end || lines.isEmpty { emit(upTo: end) }
        return maxLines.map { Array(lines.prefix($0)) } ?? lines
    }

    /// What of `piece` lies from scalar `offset` on (a line ended inside it).
    private func rest(of piece: SetText.Piece, at offset: Int) -> SetText.Piece {
        let skipped = offset - piece.start
        let index =
            set.text.unicodeScalars.index(
                piece.content.lowerBound, offsetBy: skipped, limitedBy: piece.content.upperBound)
            ?? piece.content.upperBound
        return rest(of: piece, from: index, offset: skipped)
    }

    /// About how many lines the text makes: its width over the line's, an eighth more for the
    /// room greedy lines leave, and its hard breaks. The lines array is allocated once for most
    /// texts rather than grown line by line.
    private var expectedLineCount: Int {
        let wrapped = width > 0 ? min(set.naturalWidth / width * 1.125, Double(set.pieces.count)) : 0
        return Int(wrapped.rounded(.up)) + set.hardBreaks + 1
    }

    // Inlined, the piece is read where the set text keeps it rather than copied first.
    @inline(__always)
    private mutating func place(_ piece: SetText.Piece) {
        if piece.content.isEmpty {
            placeSpaces(piece.spaceWidth)
            return
        }
        var piece = piece
        if piece.content.lowerBound < textStart {
            // A drop cap's letter is drawn beside the lines: the first piece is what follows it,
            // and a letter that is a word of its own leaves nothing, not even its space (a line
            // starts with no space, as CSS removes one at its start).
            let from = min(textStart, piece.content.upperBound)
            piece.start += set.text.unicodeScalars.distance(from: piece.content.lowerBound, to: from)
            piece.content = from..<piece.content.upperBound
            guard !piece.content.isEmpty else { return }
            piece.width = set.width(of: piece.content)
        }
        while true {
            if hasContent {
                if lineWidth + pending + piece.width <= limit {
                    lineWidth += pending + piece.width
                    break
                }
                if let rest = hyphenate(piece, room: limit - lineWidth - pending) {
                    piece = rest
                    continue
                }
                emit(upTo: piece.start)
                atHardStart = false
            }
            if piece.width <= limit {
                lineWidth = piece.width
                hasContent = true
                break
            }
            if let rest = hyphenate(piece, room: limit) ?? split(piece) {
                piece = rest
                continue
            }
            lineWidth = piece.width
            hasContent = true
            break
        }
        pending = 0
        placeSpaces(piece.spaceWidth)
    }

    private mutating func placeSpaces(_ spaces: Double) {
        guard spaces > 0 else { return }
        if set.preservesSpaces && !hasContent && atHardStart {
            lineWidth = min(spaces, limit)
            hasContent = true
        } else if hasContent {
            pending = set.preservesSpaces ? pending + spaces : max(pending, spaces)
        }
    }

    /// Ends the line at the last hyphenation point of `piece`'s word that leaves a head (with
    /// its hyphen) no wider than `room`, and returns the rest of the piece; nil when none does.
    private mutating func hyphenate(_ piece: SetText.Piece, room: Double) -> SetText.Piece? {
        guard let hyphenator, room > 0 else { return nil }
        let text = set.text
        // The word's letters, without the punctuation around them.
        let content = text[piece.content]
        guard let first = content.firstIndex(where: \.isLetter), let last = content.lastIndex(where: \.isLetter) else {
            return nil
        }
        let lead = content.unicodeScalars.distance(from: content.startIndex, to: first)
        let word = String(content[first...last])
        for point in hyphenator.points(in: word).reversed() {
            let offset = lead + word.unicodeScalars.distance(from: word.startIndex, to: point)
            guard
                let index = text.unicodeScalars.index(
                    piece.content.lowerBound, offsetBy: offset, limitedBy: piece.content.upperBound),
                index > piece.content.lowerBound, index < piece.content.upperBound
            else { continue }
            let head = set.width(of: piece.content.lowerBound..<index) + set.hyphenWidth(before: index)
            guard head <= room else { continue }
            lineWidth = hasContent ? lineWidth + pending + head : head
            hasContent = true
            emit(upTo: piece.start + offset, hyphenated: true)
            atHardStart = false
            return rest(of: piece, from: index, offset: offset)
        }
        return nil
    }

    /// Puts as many grapheme clusters of `piece` as fit (at least one) on the empty line and
    /// returns the rest; nil when the piece is one cluster.
    private mutating func split(_ piece: SetText.Piece) -> SetText.Piece? {
        let text = set.text
        var index = piece.content.lowerBound
        var offset = 0
        var fitted = 0.0
        while index < piece.content.upperBound {
            let next = text.index(after: index)
            guard next <= piece.content.upperBound else { break }
            let cluster = set.width(of: index..<next)
            if fitted + cluster > limit && index > piece.content.lowerBound { break }
            fitted += cluster
            offset += text.unicodeScalars.distance(from: index, to: next)
            index = next
        }
        guard index < piece.content.upperBound else { return nil }
        lineWidth = set.width(of: piece.content.lowerBound..<index)
        hasContent = true
        emit(upTo: piece.start + offset)
        atHardStart = false
        return rest(of: piece, from: index, offset: offset)
    }

    private func rest(of piece: SetText.Piece, from index: String.Index, offset: Int) -> SetText.Piece {
        var rest = piece
        rest.start = piece.start + offset
        rest.content = index..<piece.content.upperBound
        rest.width = set.width(of: rest.content)
        return rest
    }

    private mutating func emit(upTo end: Int, hard: Bool = false, hyphenated: Bool = false) {
        lines.append(
            TextLine(start: lineStart, end: end, width: lineWidth * scale, hyphenated: hyphenated, endsHard: hard))
        lineStart = end
        lineWidth = 0
        hasContent = false
        pending = 0
    }
}
