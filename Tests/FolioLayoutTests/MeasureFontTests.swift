import FolioModel
import FolioText
import Testing

@testable import FolioLayout

/// The font measure: widths shaped by HarfBuzz in Folio's faces, at the geometry's sizes.
@Suite struct MeasureFontTests {
    static let geometry = PageGeometry.portrait
    static let measure = FontMeasure(geometry: geometry, fonts: DefaultStacks.shared)

    func width(_ text: String, _ style: FontStyle, _ role: TextRole) -> Double {
        let faces = Self.measure.faces(for: style, role: role, language: "en")
        return Self.measure.width(of: text[...], in: faces, role: role, language: "en") * Self.measure.scale(for: role)
    }

    /// Summed advances from fontTools (font units, units per em): what a text without kerning
    /// pairs shapes to ("Folio" has one, "Fo": see `kerningNarrowsPairs`).
    @Test(arguments: [
        (FontStyle.regular, "olio", 2017 - 509, 1000), (.monospace, "The slow harbour", 19728, 2048),
    ])
    func unkernedWidthIsTheSumOfAdvances(style: FontStyle, text: String, units: Int, unitsPerEm: Int) {
        let size = style == .monospace ? 17 * 0.85 : 17
        #expect(abs(width(text, style, .body) - Double(units) / Double(unitsPerEm) * size) < 1e-9)
    }

    /// Kerning applies, as in the browser: "AVAWAY" is narrower than its advances' sum (3841).
    @Test func kerningNarrowsPairs() {
        #expect(width("AVAWAY", .regular, .body) < 3841.0 / 1000 * 17)
        #expect(abs(width("Folio", .regular, .body) - (2017.0 - 39) / 1000 * 17) < 1e-9)
    }

    @Test func rolesScaleTheType() {
        let body = width("Folio", .bold, .body)
        #expect(abs(width("Folio", .bold, .heading(1)) - body * 1.5) < 1e-9)
        #expect(abs(Self.measure.lineHeight(for: .body) - 17 * 1.5) < 1e-9)
        #expect(abs(Self.measure.lineHeight(for: .title) - 17 * 1.75 * 1.2) < 1e-9)
        #expect(Self.measure.box == PageBox(width: 352, height: 632))
        #expect(Self.measure.imageHeight(width: 352, aspectRatio: 2) == 176)
    }
}
