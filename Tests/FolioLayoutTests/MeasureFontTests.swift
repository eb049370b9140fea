import FolioModel
import Testing

@testable import FolioLayout

/// Font advance widths, checked against the sums fontTools gave for the shipped fonts
/// (printed by tools/make_font_tables.py).
@Suite struct MeasureFontTests {
    static let geometry = PageGeometry.portrait
    static let measure = FontMeasure(geometry: geometry)

    /// Font units per em and summed advances from fontTools.
    @Test(arguments: [
        (FontStyle.regular, "Folio", 2017, 1000), (.regular, "The slow harbour", 7217, 1000),
        (.regular, "naïve café, “quoted” — done.", 11714, 1000), (.regular, "AVAWAY", 3841, 1000),
        (.italic, "Folio", 1982, 1000), (.italic, "The slow harbour", 7010, 1000),
        (.bold, "Folio", 2213, 1000), (.bold, "naïve café, “quoted” — done.", 12796, 1000),
        (.boldItalic, "AVAWAY", 3918, 1000), (.monospace, "The slow harbour", 19728, 2048),
    ])
    func widthMatchesFontTools(face: FontStyle, text: String, units: Int, unitsPerEm: Int) {
        let size = face == .monospace ? 17 * 0.85 : 17
        let expected = Double(units) / Double(unitsPerEm) * size * 1.02
        #expect(abs(Self.measure.width(of: text, face: face, role: .body) - expected) < 1e-9)
    }

    @Test func unknownCharactersTakeAFullEm() {
        #expect(abs(Self.measure.width(of: "日", face: .regular, role: .body) - 17 * 1.02) < 1e-9)
    }

    @Test func rolesScaleTheType() {
        let body = Self.measure.width(of: "Folio", face: .bold, role: .body)
        #expect(abs(Self.measure.width(of: "Folio", face: .bold, role: .heading(1)) - body * 1.5) < 1e-9)
        #expect(abs(Self.measure.lineHeight(for: .body) - 17 * 1.5) < 1e-9)
        #expect(abs(Self.measure.lineHeight(for: .title) - 17 * 1.75 * 1.2) < 1e-9)
        #expect(Self.measure.box == PageBox(width: 352, height: 632))
        #expect(Self.measure.imageHeight(width: 352, aspectRatio: 2) == 176)
    }
}
