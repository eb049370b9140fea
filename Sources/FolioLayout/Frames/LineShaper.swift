import FolioModel
import FolioNavigation
import FolioText
import Foundation

/// Shapes one set line into placed glyphs: the line's text cut by style (the measure's runs),
/// by link and styled run (a struck-through run gets its face's strikeout), by bidi run (visual order, UAX #9 through ICU) and by face (the stack's first face
/// that draws each character, as the measure cut it), each piece shaped by HarfBuzz in its
/// face, then placed: aligned to the start of the box, or spread over it when justified.
package struct LineShaper {
    /// A stretch of a text in one stack and size, maybe inside a link or styled runs, in scalar
    /// offsets.
    struct Segment {
        var range: Range<Int>
        var stack: FontStack
        var size: Double
        var link: String?
        var styles: [InlineStyle] = []
        /// Drawn in small capitals (`SmallCaps`): each lowercase letter as its capital (`size` is
        /// the capitals' already), the run's text still the letters written.
        var smallCaps = false
    }

    /// How a line is placed in its box.
    struct Placement {
        var left: Double
        var width: Double
        var top: Double
        var height: Double
        var direction: WritingDirection
        var justified: Bool
    }

    private let language: String
    /// Where the font files of the faces come from.
    private let files: FontFiles
    /// The size and shift of raised and lowered runs.
    private let typography: Typography

    init(language: String, files: FontFiles, typography: Typography = .standard) {
        self.language = language
        self.files = files
        self.typography = typography
    }

    /// The line `scalars` of `text` (offsets into it), styled by `segments` (covering the
    /// text), with a hyphen after it when `hyphenated`, placed as `placement` says.
    func line(
        _ scalars: Range<Int>, of text: [Unicode.Scalar], segments: [Segment], hyphenated: Bool,
        keepsLeadingSpaces: Bool, placement: Placement
    ) -> TypesetLine {
        let drawn = LineText.drawn(scalars, of: text, preservesSpaces: keepsLeadingSpaces)
        let (lower, upper) = (drawn.lowerBound, drawn.upperBound)
        var characters = Array(text[lower..<upper])
        var pieces: [Segment] = segments.compactMap { segment in
            let from = max(segment.range.lowerBound, lower)
            let to = min(segment.range.upperBound, upper)
            guard from < to else { return nil }
            var piece = segment
            piece.range = (from - lower)..<(to - lower)
            return piece
        }
        if hyphenated, let last = pieces.indices.last {
            characters.append("-")
            pieces[last].range = pieces[last].range.lowerBound..<characters.count
        }
        let string = String(String.UnicodeScalarView(characters))
        let shaped = shape(characters, string: string, pieces: pieces, direction: placement.direction)
        return place(shaped, text: string, placement: placement)
    }

    /// A run shaped but not placed: advances from its start, in CSS pixels.
    private struct ShapedPiece {
        var font: TypesetLine.Font
        var size: Double
        var glyphs: [(id: UInt32, advance: Double, dx: Double, dy: Double, offset: Int, isSpace: Bool)]
        var text: String
        var isRightToLeft: Bool
        var link: String?
        var styles: [InlineStyle]
        var ascender: Double
        var descender: Double
        /// How far its baseline is raised (a superscript) or lowered (below 0: a subscript).
        var rise = 0.0
        /// The face's strikeout, in CSS px: its centre above the baseline and its thickness.
        var strikeout: (offset: Double, thickness: Double)?
        /// Whether its glyphs are its text's small capitals.
        var smallCaps = false
    }

    private func shape(
        _ characters: [Unicode.Scalar], string: String, pieces: [Segment], direction: WritingDirection
    ) -> [ShapedPiece] {
        // Bidi runs in visual order, as scalar ranges.
        var utf16ToScalar: [Int] = []
        utf16ToScalar.reserveCapacity(characters.count * 2 + 1)
        for (index, scalar) in characters.enumerated() {
            for _ in 0..<scalar.utf16.count { utf16ToScalar.append(index) }
        }
        utf16ToScalar.append(characters.count)
        var visual: [(range: Range<Int>, rightToLeft: Bool)] = [(0..<characters.count, direction == .rightToLeft)]
        if !characters.isEmpty,
            let paragraph = try? BidiParagraph(string, base: direction == .rightToLeft ? .rightToLeft : .leftToRight)
        {
            visual = paragraph.visualRuns.map { run in
                (
                    utf16ToScalar[run.utf16Range.lowerBound]..<utf16ToScalar[run.utf16Range.upperBound],
                    run.direction == .rightToLeft
                )
            }
        }
        var result: [ShapedPiece] = []
        for run in visual {
            var inRun: [ShapedPiece] = []
            for piece in pieces {
                let from = max(piece.range.lowerBound, run.range.lowerBound)
                let to = min(piece.range.upperBound, run.range.upperBound)
                guard from < to else { continue }
                let substring = String(String.UnicodeScalarView(characters[from..<to]))
                for faceRun in piece.stack.runs(in: substring[...]) {
                    let text = String(substring[faceRun.range])
                    var shaped = shapePiece(
                        text, drawn: piece.smallCaps ? SmallCaps.capitals(text[...]) : text, typeface: faceRun.face,
                        size: piece.size, link: piece.link, styles: piece.styles, rightToLeft: run.rightToLeft)
                    shaped.smallCaps = piece.smallCaps
                    inRun.append(shaped)
                }
            }
            result += run.rightToLeft ? inRun.reversed() : inRun
        }
        return result
    }

    /// `text` shaped as `drawn` (its small capitals, or itself: as long in UTF-8, so that the
    /// glyphs' clusters hold for the text).
    private func shapePiece(
        _ text: String, drawn: String, typeface: Typeface, size: Double, link: String?, styles: [InlineStyle],
        rightToLeft: Bool
    ) -> ShapedPiece {
        let face = typeface.face
        let shaped = face.shape(drawn, language: language, direction: rightToLeft ? .rightToLeft : .leftToRight)
        // A superscript (a footnote's number) or subscript is drawn smaller, raised or lowered, as
        // the carousel's style sheet draws <sup> and <sub> (IssueStyleSheet), from one Typography.
        let raised = styles.contains(.superscript) || styles.contains(.noteReference)
        let lowered = !raised && styles.contains(.subscript)
        let size = raised || lowered ? size * typography.scriptSize : size
        let rise = raised ? size * typography.superscriptRise : lowered ? -size * typography.subscriptDrop : 0
        let scale = size / Double(face.unitsPerEm)
        let utf8 = Array(text.utf8)
        let glyphs = shaped.glyphs.map { glyph in
            (
                id: glyph.glyph, advance: Double(glyph.advance) * scale, dx: Double(glyph.xOffset) * scale,
                dy: Double(glyph.yOffset) * scale, offset: glyph.cluster,
                isSpace: glyph.cluster < utf8.count && utf8[glyph.cluster] == 0x20
            )
        }
        let extents = face.verticalExtents
        let strikeout = styles.contains(.strikethrough) ? face.strikeout : nil
        return ShapedPiece(
            font: files.font(of: typeface, drawing: text), size: size, glyphs: glyphs, text: text,
            isRightToLeft: rightToLeft, link: link, styles: styles, ascender: Double(extents.ascender) * scale,
            descender: Double(extents.descender) * scale, rise: rise,
            strikeout: strikeout.map { (Double($0.offset) * scale + rise, Double($0.thickness) * scale) })
    }

    private func place(_ pieces: [ShapedPiece], text: String, placement: Placement) -> TypesetLine {
        let natural = pieces.reduce(0.0) { total, piece in total + piece.glyphs.reduce(0.0) { $0 + $1.advance } }
        let spaces = pieces.reduce(0) { total, piece in total + piece.glyphs.count { $0.isSpace } }
        var extra = 0.0
        var x = placement.left
        if placement.justified && spaces > 0 {
            extra = (placement.width - natural) / Double(spaces)
        } else if placement.direction == .rightToLeft {
            x = placement.left + placement.width - natural
        }
        // The baseline as CSS puts it: half the leading above the first face's ascender (a raised
        // or lowered run's, whose line height is 0 in CSS, does not count).
        let first = pieces.first { $0.rise == 0 } ?? pieces.first
        let ascender = first?.ascender ?? placement.height * 0.8
        let descender = first?.descender ?? placement.height * 0.2
        let baseline = placement.top + (placement.height - ascender - descender) / 2 + ascender
        var runs: [TypesetLine.Run] = []
        for piece in pieces {
            let left = x
            var glyphs: [TypesetLine.Glyph] = []
            glyphs.reserveCapacity(piece.glyphs.count)
            for glyph in piece.glyphs {
                glyphs.append(
                    TypesetLine.Glyph(
                        id: glyph.id, x: x + glyph.dx, y: baseline - glyph.dy - piece.rise, textOffset: glyph.offset))
                x += glyph.advance + (glyph.isSpace ? extra : 0)
            }
            var run = TypesetLine.Run(
                font: piece.font, size: piece.size, glyphs: glyphs, text: piece.text,
                isRightToLeft: piece.isRightToLeft, link: piece.link, left: left, right: x)
            run.styles = piece.styles
            run.smallCaps = piece.smallCaps
            run.strikeout = piece.strikeout.map {
                TypesetLine.Strikeout(y: baseline - $0.offset, thickness: $0.thickness)
            }
            runs.append(run)
        }
        return TypesetLine(runs: runs, text: text, top: placement.top, height: placement.height, baseline: baseline)
    }

    /// One line of `text` in `stack` at `size` CSS pixels per em, set left to right from `left`
    /// (no justification), its line box `lineHeight` tall at `top`: a drop cap's letter.
    func line(_ text: String, stack: FontStack, size: Double, lineHeight: Double, left: Double, top: Double)
        -> TypesetLine
    {
        let scalars = Array(text.unicodeScalars)
        let segment = Segment(range: 0..<scalars.count, stack: stack, size: size, link: nil)
        return line(
            0..<scalars.count, of: scalars, segments: [segment], hyphenated: false, keepsLeadingSpaces: false,
            placement: .init(
                left: left, width: 0, top: top, height: lineHeight, direction: .leftToRight, justified: false))
    }

    /// One line of `text` in `stack` at `size` CSS pixels per em, in `language`, its line box
    /// `lineHeight` tall at 0 and its left edge at 0, read as `direction` says: what a sink adds
    /// to its pages (a running foot, a contents page), shaped as the pages' lines are, drawn
    /// from `files`.
    package static func line(
        _ text: String, stack: FontStack, size: Double, lineHeight: Double, language: String,
        direction: WritingDirection, files: FontFiles
    ) -> TypesetLine {
        let scalars = Array(text.unicodeScalars)
        let segment = Segment(range: 0..<scalars.count, stack: stack, size: size, link: nil)
        let line = LineShaper(language: language, files: files).line(
            0..<scalars.count, of: scalars, segments: [segment], hyphenated: false, keepsLeadingSpaces: false,
            placement: .init(left: 0, width: 0, top: 0, height: lineHeight, direction: direction, justified: false))
        return line.moved(dx: -(line.runs.first?.left ?? 0), dy: 0)
    }
}
