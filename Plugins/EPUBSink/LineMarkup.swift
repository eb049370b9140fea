import FolioPluginAPI

/// A line of the frames as XHTML: its runs in reading order (`ReadingOrder`), each cut at its
/// spaces into words, and each word an absolutely positioned `span` at the place its glyphs
/// have on the page: its left edge at its leftmost glyph, its box placed so that its baseline
/// falls on the glyphs' (`WordBox`), in the run's face and size. The spaces stay between the
/// spans as text, so the page
/// reads (aloud, or copied) as the line's text, and a justified line's words stand where the
/// paginator spread them, whatever the reader's own justification would do.
struct LineMarkup {
    let fonts: EPUBFonts
    /// The page's direction: a run read the other way gets a `dir` of its own.
    let direction: WritingDirection
    /// The address a run's link goes to in the book; nil to leave the run unlinked.
    let linkTarget: (String) -> String?

    /// The markup of `line`, ending with a line break in the text (not on the page).
    func markup(of line: TypesetLine) -> String {
        var out = ""
        for index in ReadingOrder.runs(line.runs, direction: direction) {
            out += markup(of: line.runs[index], lineBaseline: line.baseline)
        }
        return out + "\n"
    }

    private func markup(of run: TypesetLine.Run, lineBaseline: Double) -> String {
        let face = fonts.face(for: run)
        let baseline = Self.baseline(of: run) ?? lineBaseline
        var classes = "w"
        if let face { classes += " \(face.className)" }
        if run.smallCaps { classes += " sc" }
        let runDirection: WritingDirection = run.isRightToLeft ? .rightToLeft : .leftToRight
        let dir = runDirection == direction ? "" : " dir=\"\(runDirection.rawValue)\""
        let box = WordBox(ascender: face?.ascender ?? 0.8, descender: face?.descender ?? 0.2, size: run.size)
        let top = baseline - box.baselineOffset
        let size = XMLText.pixels(run.size) + ";line-height:" + XMLText.pixels(box.lineHeight)
        var out = ""
        for piece in Self.pieces(of: run) {
            if piece.isSpace {
                out += XMLText.escaped(piece.text)
                continue
            }
            let left = piece.left ?? run.left
            out += "<span class=\"\(classes)\"\(dir) style=\"left:\(XMLText.pixels(left));top:\(XMLText.pixels(top));"
            out += "font-size:\(size)\">\(XMLText.escaped(piece.text))</span>"
        }
        guard let link = run.link, let target = linkTarget(link) else { return out }
        return "<a href=\"\(XMLText.escaped(target))\">\(out)</a>"
    }

    /// A stretch of a run's text: a word (with the leftmost x of the glyphs that draw it) or
    /// the spaces between words.
    struct Piece: Equatable {
        var text: String
        var isSpace: Bool
        var left: Double?
    }

    /// `run`'s text cut at its spaces, in reading order, each word with its glyphs' leftmost x.
    static func pieces(of run: TypesetLine.Run) -> [Piece] {
        var pieces: [(range: Range<Int>, isSpace: Bool)] = []
        let utf8 = Array(run.text.utf8)
        var start = 0
        while start < utf8.count {
            let isSpace = utf8[start] == 0x20
            var end = start + 1
            while end < utf8.count, (utf8[end] == 0x20) == isSpace { end += 1 }
            pieces.append((start..<end, isSpace))
            start = end
        }
        return pieces.map { piece in
            let text = String(decoding: utf8[piece.range], as: UTF8.self)
            guard !piece.isSpace else { return Piece(text: text, isSpace: true, left: nil) }
            let left = run.glyphs.lazy.filter { piece.range.contains($0.textOffset) }.map(\.x).min()
            return Piece(text: text, isSpace: false, left: left)
        }
    }

    /// The baseline `run`'s glyphs sit on: the y most of them share (a mark's own offset, a
    /// few glyphs up or down, does not move it; a raised or lowered run's own baseline); nil
    /// for a run without glyphs.
    static func baseline(of run: TypesetLine.Run) -> Double? {
        var counts: [Double: Int] = [:]
        for glyph in run.glyphs { counts[glyph.y, default: 0] += 1 }
        return counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
    }
}
