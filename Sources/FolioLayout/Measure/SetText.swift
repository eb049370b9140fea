import FolioModel
import FolioText

/// A text cut into the pieces a line can be made of, each measured once: the stretches between
/// Unicode's line-break opportunities (UAX #14 through ICU, dictionary breaks for Thai and its
/// neighbours, kinsoku for CJK), each with the width of its content and of the spaces after it.
/// Widths are in the measure's natural units, so one set text serves every geometry
/// (`LineFiller` scales them).
///
/// Running text collapses runs of spaces, tabs and line feeds into one space, as HTML does;
/// code keeps every space and breaks at its line feeds, as CSS `white-space: pre-wrap` does.
///
/// A class: the article's geometries share one (`SetTextCache`), and each takes it by reference.
final class SetText {
    /// One piece: content, then the spaces (and a line feed) after it.
    struct Piece {
        /// The scalar offset of the piece's first character.
        var start: Int
        /// The scalar offset just past the piece (the next piece's start).
        var end: Int
        /// The content, in `SetText.text`.
        var content: Range<String.Index>
        /// The content's width.
        var width: Double
        /// The trailing spaces' width: one space in running text, all of them in code.
        var spaceWidth: Double
        /// Whether the text asks for a line break after the piece.
        var isHard: Bool
    }

    /// One stretch of `text` in one style.
    struct Run {
        var range: Range<String.Index>
        var faces: TextFaces
        /// The width of a space in this run's style.
        var space: Double
    }

    /// The text as it is measured: the plain text, with line feeds, tabs and carriage
    /// returns of running text read as spaces (so offsets are unchanged).
    let text: String
    /// The styles of the text, in order, covering it.
    let runs: [Run]
    /// The pieces, in order, covering the text.
    private(set) var pieces: [Piece] = []
    /// The width of every piece and its spaces, one after the other.
    private(set) var naturalWidth = 0.0
    /// How many pieces end with a hard break.
    private(set) var hardBreaks = 0
    /// Whether spaces are kept (code).
    let preservesSpaces: Bool
    let measure: any TextMeasure
    let role: TextRole
    let language: String

    /// Cuts `text` (already in measuring form) where `breaker` finds opportunities, and measures
    /// it styled by `runs`.
    init(
        text: String, runs: [Run], preservesSpaces: Bool, measure: any TextMeasure, role: TextRole,
        language: String, breaker: FolioText.LineBreaker
    ) {
        self.text = text
        self.runs = runs
        self.preservesSpaces = preservesSpaces
        self.measure = measure
        self.role = role
        self.language = language
        runBytes = runs.map {
            text.utf8.distance(
                from: text.startIndex, to: $0.range.lowerBound)..<text.utf8.distance(
                    from: text.startIndex, to: $0.range.upperBound)
        }
        var native = text
        pieces = native.withUTF8 { makePieces(bytes: $0, breaker: breaker) }
    }

    /// The runs' ranges as UTF-8 offsets.
    private let runBytes: [Range<Int>]

    /// The width of `range` of the text, run by run.
    func width(of range: Range<String.Index>) -> Double {
        let lower = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        let upper = text.utf8.distance(from: text.startIndex, to: range.upperBound)
        var run = runIndex(at: lower)
        var native = text
        return native.withUTF8 { width(of: lower..<upper, fromRun: &run, bytes: $0) }
    }

    /// The width of a hyphen drawn after the character before `index`, in that character's style.
    func hyphenWidth(before index: String.Index) -> Double {
        let at = index > text.startIndex ? text.index(before: index) : index
        let faces =
            runs.isEmpty ? TextFaces.cells : runs[runIndex(at: text.utf8.distance(from: text.startIndex, to: at))].faces
        return measure.width(of: "-"[...], in: faces, role: role, language: language)
    }

    /// The index of the run holding the byte at `offset`.
    private func runIndex(at offset: Int) -> Int {
        var low = 0
        var high = runBytes.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runBytes[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return max(low, 0)
    }

    /// Whether `byte` is a space a piece may end with: a space, a tab, a line feed or a carriage
    /// return (all ASCII, so never part of a longer UTF-8 sequence).
    private static func isTrailingSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The pieces between the opportunities `breaker` finds in the text, whose UTF-8 is `bytes`.
    private func makePieces(bytes: UnsafeBufferPointer<UInt8>, breaker: FolioText.LineBreaker) -> [Piece] {
        guard !bytes.isEmpty else { return [] }
        // ICU fails only when it cannot allocate: the text is then one piece.
        let breaks =
            (try? breaker.utf8Breaks(in: bytes))
            ?? [.init(utf8Offset: bytes.count, utf16Offset: text.utf16.count, isMandatory: false)]
        var pieces: [Piece] = []
        pieces.reserveCapacity(breaks.count)
        // In ASCII text a scalar's offset is its byte's.
        let isASCII = bytes.isAllASCII
        let utf8 = text.utf8
        var start = 0
        var startOffset = 0
        var run = 0
        for found in breaks {
            let end = found.utf8Offset
            guard start < end else { continue }
            var contentEnd = end
            while contentEnd > start, Self.isTrailingSpace(bytes[contentEnd - 1]) { contentEnd -= 1 }
            let length = isASCII ? end - start : Self.scalarCount(bytes[start..<end])
            let width = width(of: start..<contentEnd, fromRun: &run, bytes: bytes)
            pieces.append(
                Piece(
                    start: startOffset, end: startOffset + length,
                    content: utf8.index(
                        utf8.startIndex, offsetBy: start)..<utf8.index(
                            utf8.startIndex, offsetBy: contentEnd),
                    width: width,
                    spaceWidth: contentEnd == end ? 0 : spaceWidth(of: contentEnd..<end, fromRun: run, bytes: bytes),
                    isHard: found.isMandatory))
            naturalWidth += pieces[pieces.count - 1].width + pieces[pieces.count - 1].spaceWidth
            if found.isMandatory { hardBreaks += 1 }
            start = end
            startOffset += length
        }
        return pieces
    }

    /// How many scalars the UTF-8 `bytes` hold: the bytes that start one.
    private static func scalarCount(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The width of the bytes `range` of the text, run by run, its runs searched from `run` on
    /// (pieces come in order, so the search moves forward only); `run` is left at the run
    /// holding its start. ASCII that a run's first face draws is measured on the bytes, with
    /// no substring made.
    private func width(of range: Range<Int>, fromRun run: inout Int, bytes: UnsafeBufferPointer<UInt8>) -> Double {
        guard !range.isEmpty else { return 0 }
        while run + 1 < runBytes.count, runBytes[run + 1].lowerBound <= range.lowerBound { run += 1 }
        var total = 0.0
        var index = run
        while index < runBytes.count, runBytes[index].lowerBound < range.upperBound {
            let lower = max(runBytes[index].lowerBound, range.lowerBound)
            let upper = min(runBytes[index].upperBound, range.upperBound)
            if lower < upper {
                let faces = runs[index].faces
                if let measurer = faces.measurer,
                    let ems = measurer.advance(ofASCII: UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
                {
                    total += faces.width(ofEms: ems)
                } else {
                    let utf8 = text.utf8
                    let substring = text[
                        utf8.index(utf8.startIndex, offsetBy: lower)..<utf8.index(utf8.startIndex, offsetBy: upper)]
                    total += measure.width(of: substring, in: faces, role: role, language: language)
                }
            }
            index += 1
        }
        return total
    }

    /// The width of the trailing spaces at the bytes `range`: the first space alone in running
    /// text (none for a line feed), every space and tab in code. Their runs are searched from
    /// `run` on.
    private func spaceWidth(of range: Range<Int>, fromRun run: Int, bytes: UnsafeBufferPointer<UInt8>) -> Double {
        var run = run
        if !preservesSpaces {
            let first = range.lowerBound
            guard bytes[first] != 0x0A else { return 0 }
            while run + 1 < runBytes.count, runBytes[run + 1].lowerBound <= first { run += 1 }
            return runs[run].space
        }
        var total = 0.0
        for offset in range where bytes[offset] == 0x20 || bytes[offset] == 0x09 {
            total += width(of: offset..<offset + 1, fromRun: &run, bytes: bytes)
        }
        return total
    }
}

extension SetText {
    /// The source of the set text of styled runs in `role`: emphasis turns italic on, strong
    /// turns bold on, code is monospace; a hard break is a line feed. Faces found are kept in
    /// `cache` when there is one.
    static func source(
        inlines: [Inline], role: TextRole, measure: any TextMeasure, language: String, cache: SetTextCache? = nil
    ) -> RunBuilder {
        var builder = RunBuilder(
            measure: measure, role: role, language: language, preservesSpaces: false, cache: cache)
        let base = role.baseFace
        builder.feed(inlines, bold: base.isBold, italic: base.isItalic)
        return builder
    }

    /// The source of the set text of plain `text` in `role`'s face.
    static func source(
        plain: String, role: TextRole, measure: any TextMeasure, language: String, cache: SetTextCache? = nil
    ) -> RunBuilder {
        var builder = RunBuilder(
            measure: measure, role: role, language: language, preservesSpaces: false, cache: cache)
        builder.append(plain, style: role.baseFace, collapsing: true)
        return builder
    }

    /// The source of the set text of a code block: every space kept, every line feed a break.
    static func source(
        code: String, measure: any TextMeasure, language: String, cache: SetTextCache? = nil
    ) -> RunBuilder {
        var builder = RunBuilder(
            measure: measure, role: .code, language: language, preservesSpaces: true, cache: cache)
        builder.append(code, style: .monospace, collapsing: false)
        return builder
    }

    /// The source of the set text of styled runs in `role` in small capitals (`SmallCaps`): each
    /// lowercase letter outside code as its capital, in a run of its own at `smallCapsSize`.
    static func smallCapsSource(
        inlines: [Inline], role: TextRole, measure: any TextMeasure, language: String, smallCapsSize: Double
    ) -> RunBuilder {
        var builder = RunBuilder(measure: measure, role: role, language: language, preservesSpaces: false)
        builder.smallCapsSize = smallCapsSize
        let base = role.baseFace
        builder.feed(inlines, bold: base.isBold, italic: base.isItalic)
        return builder
    }

    /// The set text of what `source` gathered, cut where `breaker` finds opportunities.
    convenience init(_ source: RunBuilder, breaker: FolioText.LineBreaker) {
        self.init(
            text: source.text, runs: source.runs, preservesSpaces: source.preservesSpaces, measure: source.measure,
            role: source.role, language: source.language, breaker: breaker)
    }
}

/// Gathers styled runs into one measuring text, and the key that names it in a cache.
struct RunBuilder {
    let measure: any TextMeasure
    let role: TextRole
    let language: String
    let preservesSpaces: Bool
    private(set) var text = ""
    private(set) var runs: [SetText.Run] = []
    /// In small capitals (`SmallCaps`), their size as a share of the text's; nil: as written.
    var smallCapsSize: Double?
    /// In small capitals, the scalars of `text` set as small capitals, in order (their capitals'
    /// runs), and how many scalars `text` has.
    private(set) var smallCapitals: [Range<Int>] = []
    private var scalarCount = 0
    /// The faces of the style last appended: a text's runs are mostly in one style.
    private var lastFaces: (style: FontStyle, faces: SetTextCache.Faces)?
    /// Where faces found are kept for the article's other texts.
    private let cache: SetTextCache?

    init(measure: any TextMeasure, role: TextRole, language: String, preservesSpaces: Bool, cache: SetTextCache? = nil)
    {
        self.measure = measure
        self.role = role
        self.language = language
        self.preservesSpaces = preservesSpaces
        self.cache = cache
    }

    mutating func feed(_ inlines: [Inline], bold: Bool, italic: Bool) {
        for inline in inlines {
            switch inline {
            case .text(let content):
                append(content, style: .of(bold: bold, italic: italic), collapsing: true)
            case .code(let content):
                append(content, style: .monospace, collapsing: true)
            case .emphasis(let content):
                feed(content, bold: bold, italic: true)
            case .strong(let content):
                feed(content, bold: true, italic: italic)
            case .link(_, _, let content), .styled(_, let content):
                feed(content, bold: bold, italic: italic)
            case .lineBreak:
                append("\n", style: .of(bold: bold, italic: italic), collapsing: false)
            }
        }
    }

    /// Appends `content` in `style`; when `collapsing`, line feeds, carriage returns and tabs
    /// are read as spaces (the same number of scalars).
    mutating func append(_ content: String, style: FontStyle, collapsing: Bool) {
        guard !content.isEmpty else { return }
        if let smallCapsSize {
            appendSmallCaps(content, style: style, collapsing: collapsing, size: smallCapsSize)
            return
        }
        let start = text.endIndex
        if collapsing, Self.holdsLineBreaksOrTabs(content) {
            text.unicodeScalars.append(
                contentsOf: content.unicodeScalars.lazy.map { scalar -> Unicode.Scalar in
                    scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : scalar
                })
        } else {
            text += content
        }
        let (faces, space) = self.faces(for: style)
        runs.append(SetText.Run(range: start..<text.endIndex, faces: faces, space: space))
    }

    /// Appends `content` in small capitals: each stretch of letters `SmallCaps` raises as its
    /// capitals in a run whose faces are `size` as wide, the rest as it is (code as it is).
    private mutating func appendSmallCaps(_ content: String, style: FontStyle, collapsing: Bool, size: Double) {
        var stretch = String.UnicodeScalarView()
        var raised = false
        func flush(_ builder: inout RunBuilder) {
            guard !stretch.isEmpty else { return }
            let count = stretch.count
            if raised { builder.smallCapitals.append(builder.scalarCount..<(builder.scalarCount + count)) }
            builder.smallCapsSize = nil
            builder.append(String(stretch), style: style, collapsing: collapsing)
            builder.smallCapsSize = size
            if raised, let last = builder.runs.indices.last {
                builder.runs[last].faces.ratio *= size
            }
            builder.scalarCount += count
            stretch = String.UnicodeScalarView()
        }
        for scalar in content.unicodeScalars {
            let capital = style == .monospace ? nil : SmallCaps.capital(of: scalar)
            if (capital != nil) != raised {
                flush(&self)
                raised = capital != nil
            }
            stretch.append(capital ?? scalar)
        }
        flush(&self)
    }

    /// Whether `content` has a line feed, a carriage return or a tab.
    private static func holdsLineBreaksOrTabs(_ content: String) -> Bool {
        func isBreakOrTab(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D || byte == 0x09 }
        return content.utf8.withContiguousStorageIfAvailable { bytes in
            // The smallest byte first, in a loop the compiler turns into vector code: text
            // rarely holds a control character, and only then is it looked for byte by byte.
            var smallest = UInt8.max
            for byte in bytes { smallest = min(smallest, byte) }
            return smallest <= 0x0D && bytes.contains(where: isBreakOrTab)
        } ?? content.utf8.contains(where: isBreakOrTab)
    }

    private mutating func faces(for style: FontStyle) -> SetTextCache.Faces {
        if let lastFaces, lastFaces.style == style { return lastFaces.faces }
        let key = SetTextCache.FacesKey(style: style, role: role, language: language)
        let found: SetTextCache.Faces
        if let cached = cache?.faces(for: key) {
            found = cached
        } else {
            found = find(style)
            cache?.keep(found, for: key)
        }
        lastFaces = (style, found)
        return found
    }

    private func find(_ style: FontStyle) -> SetTextCache.Faces {
        let found = measure.faces(for: style, role: role, language: language)
        return (found, measure.width(of: " "[...], in: found, role: role, language: language))
    }
}
