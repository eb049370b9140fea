import FolioModel
import FolioText

/// Measures text in CSS pixels by shaping it with HarfBuzz in the faces the HTML bundle ships
/// (the issue's `FontStacks`), at the sizes of a `Typography`: kerning, ligatures and complex
/// scripts as the browser draws them, each word shaped once for every geometry.
package struct FontMeasure: TextMeasure {
    /// The page geometry the sizes derive from.
    package var geometry: PageGeometry
    /// The type sizes and spacing, in ems of the body size.
    package var typography: Typography
    /// The page minus its margins, in CSS pixels.
    package var box: PageBox
    /// The typography's spacing in CSS pixels.
    package var spacing: BlockSpacing
    /// The faces text is shaped with.
    package let fonts: any FontStacks

    /// Creates a measure for `geometry` with `typography`, shaping with `fonts`.
    package init(geometry: PageGeometry, typography: Typography = .standard, fonts: any FontStacks) {
        self.geometry = geometry
        self.typography = typography
        self.fonts = fonts
        box = PageBox(
            width: max(geometry.width - 2 * geometry.margin, 1),
            height: max(geometry.height - 2 * geometry.margin, 1))
        let em = geometry.fontSize
        spacing = BlockSpacing(
            paragraph: typography.paragraphGap * em,
            beforeHeading: typography.headingGapBefore * em,
            afterHeading: typography.headingGapAfter * em,
            listItem: typography.listItemGap * em,
            quoteIndent: typography.quoteIndent * em,
            captionGap: typography.captionGap * em,
            thematicBreak: typography.thematicBreak * em,
            afterTitle: typography.afterTitle * em,
            tableCellPadding: typography.tableCellPadding * em,
            tableRowPadding: typography.tableRowPadding * em,
            pullQuotePadding: typography.pullQuotePadding * em,
            sidebarPadding: typography.sidebarPadding * em,
            sidebarInset: typography.sidebarInset * em)
    }

    /// The font size of `role`, in CSS pixels.
    package func fontSize(for role: TextRole) -> Double {
        let em = geometry.fontSize
        switch role {
        case .body, .tableHeader: return em
        case .title: return typography.titleSize * em
        case .byline: return typography.bylineSize * em
        case .dek: return typography.dekSize * em
        case .heading(let level): return headingSize(level) * em
        case .caption: return typography.captionSize * em
        case .code: return typography.codeSize * em
        case .pullQuote: return typography.pullQuoteSize * em
        case .footnote: return typography.footnoteSize * em
        }
    }

    /// The stack `style` is drawn with in `role`; inline code is `typography.codeSize` of the
    /// text around it.
    package func faces(for style: FontStyle, role: TextRole, language: String) -> TextFaces {
        let ratio = style == .monospace && role != .code ? typography.codeSize : 1
        let stack = fonts.stack(for: style.request(in: role), language: language)
        return TextFaces(measurer: stack.measurer(language: language), ratio: ratio, widening: 1 + typography.safety)
    }

    /// The shaped advance of `text` in ems of the role's size, `typography.safety` wider.
    package func width(of text: Substring, in faces: TextFaces, role: TextRole, language: String) -> Double {
        guard let measurer = faces.measurer else { return 0 }
        return faces.width(ofEms: measurer.advance(of: text))
    }

    /// The role's font size: CSS pixels per em.
    package func scale(for role: TextRole) -> Double { fontSize(for: role) }

    /// The line height of `role`, in CSS pixels.
    package func lineHeight(for role: TextRole) -> Double {
        switch role {
        case .body, .tableHeader: return geometry.fontSize * geometry.lineHeight
        case .title: return fontSize(for: role) * typography.titleLineHeight
        case .byline: return fontSize(for: role) * typography.bylineLineHeight
        case .dek: return fontSize(for: role) * typography.dekLineHeight
        case .heading: return fontSize(for: role) * typography.headingLineHeight
        case .caption: return fontSize(for: role) * typography.captionLineHeight
        case .code: return fontSize(for: role) * typography.codeLineHeight
        case .pullQuote: return fontSize(for: role) * typography.pullQuoteLineHeight
        case .footnote: return fontSize(for: role) * typography.footnoteLineHeight
        }
    }

    /// A picture drawn `width` pixels wide keeps its aspect ratio.
    package func imageHeight(width: Double, aspectRatio: Double) -> Double {
        width / max(aspectRatio, 0.01)
    }

    /// CSS px are the measure's units.
    package func pictureWidth(maximumWidth: Double, within width: Double) -> Double {
        min(width, maximumWidth)
    }

    /// The typography's list indent, whatever the marker.
    package func listIndent(largestNumber: Int?) -> Double {
        typography.listIndent * geometry.fontSize
    }

    /// The drop cap `letter` makes in running text's regular face: its capitals' height from the
    /// first line's capitals to the baseline of line `lines`, its baseline placed there as CSS
    /// places one in a line box, its room its advance and `typography.dropCapGap`.
    package func dropCap(of letter: Character, lines: Int, language: String) -> DropCap? {
        guard lines >= 2 else { return nil }
        let stack = fonts.stack(for: FontStyle.regular.request(in: .body), language: language)
        let face = stack.face(for: letter).face
        let units = Double(face.unitsPerEm)
        let extents = face.verticalExtents
        let ascender = Double(extents.ascender) / units, descender = Double(extents.descender) / units
        let capHeight = Double(face.capHeight) / units
        guard units > 0, capHeight > 0.2 else { return nil }
        let body = fontSize(for: .body), line = lineHeight(for: .body)
        // The first line's baseline, and the last spanned line's, as CSS places them.
        let firstBaseline = (line - (ascender + descender) * body) / 2 + ascender * body
        let lastBaseline = Double(lines - 1) * line + firstBaseline
        let size = (Double(lines - 1) * line + capHeight * body) / capHeight
        // The line height that puts the letter's baseline at the last line's: (L - (A + D)S) / 2 + AS.
        let letterLine = 2 * lastBaseline - (ascender - descender) * size
        guard letterLine > 0 else { return nil }
        let advance = stack.measurer(language: language).advance(of: String(letter)[...]) * size
        let indent = ((advance + typography.dropCapGap * body) * 100).rounded(.up) / 100
        return DropCap(
            scalars: letter.unicodeScalars.count, utf16: letter.utf16.count, size: size, lineHeight: letterLine,
            indent: indent, lines: lines, height: (Double(lines) - 0.25) * line)
    }

    /// Small capitals at the typography's size.
    package var smallCapsSize: Double? { typography.smallCapsSize }

    private func headingSize(_ level: Int) -> Double {
        let sizes = typography.headingSizes
        guard !sizes.isEmpty else { return 1 }
        return sizes[min(max(level, 1), sizes.count) - 1]
    }
}
