import FolioPluginAPI
import FolioText

/// A paragraph's lines as a terminal must be sent them: a terminal draws the characters it is
/// given from left to right, one cell after the other, so right-to-left text is put in display
/// order here, by the Unicode bidi algorithm (FolioText's `BidiLines`, ICU) over the whole
/// paragraph at the paragraph's direction; characters a right-to-left run mirrors (brackets,
/// guillemets) are swapped for their mirror image, which terminals do not do; and Arabic letters
/// are given their joining forms (`ArabicPresentationForms`), which terminals do not shape.
///
/// The lines themselves are the paginator's: nothing is broken again, only reordered.
enum VisualLines {
    /// `lines` (each the styled runs of one line, in logical order) in display order, leftmost
    /// run first, for a paragraph written in `direction`. Lines with no right-to-left or Arabic
    /// text in a left-to-right paragraph come back as they were.
    static func displayed(_ lines: [[StyledRun]], direction: WritingDirection) -> [[StyledRun]] {
        let base: TextDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        guard base == .rightToLeft || lines.contains(where: mayNeedBidi) else { return lines }
        let glyphLines = lines.map { shaped(glyphs(of: $0)) }
        var text = ""
        var ranges: [Range<Int>] = []
        var offset = 0
        for (index, glyphs) in glyphLines.enumerated() {
            if index > 0 {
                // Where the line was broken: one space, in neither line, so the levels are the
                // paragraph's as if it were not broken.
                text += " "
                offset += 1
            }
            let start = offset
            for glyph in glyphs {
                text += glyph.text
                offset += glyph.text.utf16.count
            }
            ranges.append(start..<offset)
        }
        guard let bidi = try? BidiLines(text, lines: ranges, base: base == .rightToLeft ? .rightToLeft : .leftToRight)
        else { return lines }
        return glyphLines.indices.map { index in
            visual(glyphLines[index], start: ranges[index].lowerBound, bidi.visualOrders[index], bidi.levels[index])
        }
    }

    /// One line of the preview's own (the status line, a peek, a thumbnail's label) in display
    /// order: left to right, with any right-to-left title in it reversed and joined in place.
    static func displayed(_ text: String, style: CellStyle) -> [StyledRun] {
        displayed([[StyledRun(text: text, style: style)]], direction: .leftToRight)[0]
    }

    /// The cells a line of runs takes.
    static func cells(of runs: [StyledRun]) -> Int {
        runs.reduce(0) { $0 + CellWidth.of($1.text) }
    }

    /// One character (a grapheme cluster, or a lam-alef ligature) and its style.
    private struct Glyph {
        var text: String
        var style: CellStyle
    }

    /// Below U+0590 (Latin, Greek, Cyrillic, Armenian) there is no right-to-left letter and no
    /// Arabic: a left-to-right line of those needs neither bidi nor shaping.
    private static func mayNeedBidi(_ runs: [StyledRun]) -> Bool {
        runs.contains { run in run.text.unicodeScalars.contains { $0.value >= 0x0590 } }
    }

    private static func glyphs(of runs: [StyledRun]) -> [Glyph] {
        runs.flatMap { run in run.text.map { Glyph(text: String($0), style: run.style) } }
    }

    /// The line with its Arabic letters in their joining forms, each lam-alef pair one glyph
    /// (the lam's style, with the marks between them). Marks (harakat) stay the combining marks
    /// they are, drawn in their letter's cell, not ICU's spacing forms of them. Unchanged when
    /// it has no Arabic, or when ICU's result cannot be matched to the glyphs it came from.
    private static func shaped(_ glyphs: [Glyph]) -> [Glyph] {
        guard glyphs.contains(where: { $0.text.unicodeScalars.contains(where: ArabicPresentationForms.shapes) }),
            let forms = try? ArabicPresentationForms.shaped(glyphs.flatMap { Array($0.text.utf16) })
        else { return glyphs }
        var result: [Glyph] = []
        var next = 0
        var alefJoined = false
        for glyph in glyphs {
            var units: [UInt16] = []
            for unit in glyph.text.utf16 {
                let isMark = Unicode.Scalar(unit)?.properties.generalCategory == .nonspacingMark
                if alefJoined, !isMark {
                    // The alef the ligature before it stands for.
                    guard [0x0622, 0x0623, 0x0625, 0x0627].contains(unit) else { return glyphs }
                    alefJoined = false
                    continue
                }
                guard next < forms.count else { return glyphs }
                let form = forms[next]
                next += 1
                units.append(isMark ? unit : form)
                if ArabicPresentationForms.isLamAlef(form) {
                    guard unit == 0x0644 else { return glyphs }
                    alefJoined = true
                }
            }
            if !units.isEmpty {
                result.append(Glyph(text: String(decoding: units, as: UTF16.self), style: glyph.style))
            }
        }
        return next == forms.count && !alefJoined ? result : glyphs
    }

    /// One line's glyphs in the order `order` gives their UTF-16 units (offsets in the paragraph;
    /// the line starts at `start`), mirrored where their level is odd, as styled runs.
    private static func visual(_ glyphs: [Glyph], start: Int, _ order: [Int], _ levels: [UInt8]) -> [StyledRun] {
        var owner: [Int] = []
        for (index, glyph) in glyphs.enumerated() {
            owner += repeatElement(index, count: glyph.text.utf16.count)
        }
        var shown = [Bool](repeating: false, count: glyphs.count)
        var runs: [StyledRun] = []
        for offset in order {
            let unit = offset - start
            guard owner.indices.contains(unit) else { continue }
            let index = owner[unit]
            // A glyph's units are next to each other, reversed in a right-to-left run: the
            // first one met stands for the whole glyph.
            guard !shown[index] else { continue }
            shown[index] = true
            var glyph = glyphs[index]
            if levels[unit] % 2 == 1 {
                glyph.text = String(String.UnicodeScalarView(glyph.text.unicodeScalars.map(BidiLines.mirrored)))
            }
            if let last = runs.last, last.style == glyph.style {
                runs[runs.count - 1].text += glyph.text
            } else {
                runs.append(StyledRun(text: glyph.text, style: glyph.style))
            }
        }
        return runs
    }
}
