import FolioModel

/// Measures text in CSS pixels with the advance widths of the fonts the HTML sink ships
/// (Caladea and DejaVu Sans Mono, see `Fonts/README.md`), at the sizes of a `Typography`.
///
/// Kerning and ligatures are not modelled; every width is taken `typography.safety` wider
/// than the sum of advances, so the browser never needs more room for a line than this
/// measure gave it.
package struct FontMeasure: TextMeasure {
    /// The page geometry the sizes derive from.
    package var geometry: PageGeometry
    /// The type sizes and spacing, in ems of the body size.
    package var typography: Typography
    /// The page minus its margins, in CSS pixels.
    package var box: PageBox
    /// The typography's spacing in CSS pixels.
    package var spacing: BlockSpacing

    private static let faces: [FontWidths] = [
        FontWidthTable.regular, FontWidthTable.italic, FontWidthTable.bold,
        FontWidthTable.boldItalic, FontWidthTable.monospace,
    ]

    /// Creates a measure for `geometry` with `typography`.
    package init(geometry: PageGeometry, typography: Typography = .standard) {
        self.geometry = geometry
        self.typography = typography
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
            afterTitle: typography.afterTitle * em)
    }

    /// The font size of `role`, in CSS pixels.
    package func fontSize(for role: TextRole) -> Double {
        let em = geometry.fontSize
        switch role {
        case .body: return em
        case .title: return typography.titleSize * em
        case .byline: return typography.bylineSize * em
        case .heading(let level): return headingSize(level) * em
        case .caption: return typography.captionSize * em
        case .code: return typography.codeSize * em
        }
    }

    /// The advance in CSS pixels, `typography.safety` wider than the font's.
    package func advance(of character: Character, face: FontStyle, role: TextRole) -> Double {
        let widths = Self.faces[face.rawValue]
        var units = 0
        if character == "\t" {
            units = 4 * widths.units(" ")
        } else {
            for scalar in character.unicodeScalars { units += widths.units(scalar) }
        }
        var size = fontSize(for: role)
        if face == .monospace && role != .code { size *= typography.codeSize }
        return Double(units) / Double(widths.unitsPerEm) * size * (1 + typography.safety)
    }

    /// The line height of `role`, in CSS pixels.
    package func lineHeight(for role: TextRole) -> Double {
        switch role {
        case .body: return geometry.fontSize * geometry.lineHeight
        case .title: return fontSize(for: role) * typography.titleLineHeight
        case .byline: return fontSize(for: role) * typography.bylineLineHeight
        case .heading: return fontSize(for: role) * typography.headingLineHeight
        case .caption: return fontSize(for: role) * typography.captionLineHeight
        case .code: return fontSize(for: role) * typography.codeLineHeight
        }
    }

    /// A picture drawn `width` pixels wide keeps its aspect ratio.
    package func imageHeight(width: Double, aspectRatio: Double) -> Double {
        width / max(aspectRatio, 0.01)
    }

    /// The typography's list indent, whatever the marker.
    package func listIndent(largestNumber: Int?) -> Double {
        typography.listIndent * geometry.fontSize
    }

    private func headingSize(_ level: Int) -> Double {
        let sizes = typography.headingSizes
        guard !sizes.isEmpty else { return 1 }
        return sizes[min(max(level, 1), sizes.count) - 1]
    }
}
