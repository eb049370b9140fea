import FolioLayout
import FolioText
import Foundation
import Testing

@testable import PDFCairo

/// The mutated font that crashed cairo 1.16's TrueType subsetter, through the path the PDF sink
/// takes a font by now (FolioLayout's FontFiles, PDFSink): loaded by the text engine (HarfBuzz),
/// written again by HarfBuzz with every glyph at its id (`FontFace.rewrittenFileBytes`; empty
/// bytes when HarfBuzz cannot), read by FreeType through cairo-ft, drawn and subset into a PDF.
/// Run in the Swift tests and under AddressSanitizer and LeakSanitizer by scripts/sanitize.
///
/// The file (Tests/Fuzz/Corpus/FuzzCairo/crash-truetype-subsetter-segv.ttc, also a seed of
/// FuzzCairo) is a two-face TrueType collection, a mutation of FuzzCairo's two-faces.ttc. Its
/// second face has a cut `glyf` and `loca` and a damaged `name` table: handed to FreeType and
/// cairo as it came, as FuzzCairo did before commit c15af47, it makes cairo read out of bounds
/// (SEGV) in `cairo_surface_finish`, where cairo writes its font subsets; the first face does
/// not. The input c15af47 found was not kept; this one was found again the same way (a libFuzzer
/// harness of that raw path, from FuzzCairo's seeds, after 426 inputs; docs/tests.md).
@Suite struct SubsetterCrashTests {
    static let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus/FuzzCairo/crash-truetype-subsetter-segv.ttc")

    /// The face's file as the sink gets it: HarfBuzz's rewrite, or no bytes.
    static func sinkBytes(of face: FontFace) -> [UInt8] { face.rewrittenFileBytes ?? [] }

    @Test func theCrashingFaceNeverReachesCairoAndTheOtherIsSubsetIntoAPDF() throws {
        let bytes = try Data(contentsOf: Self.font)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("subsetter-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        // Both faces load: HarfBuzz reads what it can of each, checking every table.
        let faces = try (0..<2).map { try FontFace(data: bytes, index: $0) }
        #expect(faces.map(\.glyphCount) == [17, 4])
        do {
            let document = try CairoDocument(url: url)
            document.beginPage(width: 200, height: 200, label: "1")
            // The first face: written again as a font of its own (not the author's collection).
            let rewritten = Self.sinkBytes(of: faces[0])
            #expect(bytes.starts(with: Array("ttcf".utf8)) && rewritten.starts(with: [0, 1, 0, 0]))
            // The second, the one that crashed cairo: HarfBuzz cannot write it again, so the sink
            // has no bytes for it, FreeType gets none, and cairo never sees its tables.
            #expect(faces[1].rewrittenFileBytes == nil)
            #expect(CairoFontFace(bytes: Self.sinkBytes(of: faces[1]), index: 0) == nil)
            // Each face as the sink draws it, when FreeType reads what the sink has: were the
            // second's damage ever written again, cairo would read it here and crash the test.
            for (index, loaded) in faces.enumerated() {
                guard let face = CairoFontFace(bytes: Self.sinkBytes(of: loaded), index: 0) else { continue }
                let glyphs = (0..<8).map {
                    TypesetLine.Glyph(
                        id: UInt32($0 * 2), x: Double(10 + 12 * $0), y: Double(50 + 40 * index), textOffset: $0)
                }
                document.draw(glyphs, text: "Folio ab", rightToLeft: false, face: face, size: 12, color: 0x202020)
            }
            try document.finish()
        }
        let written = try Data(contentsOf: url)
        let text = String(decoding: written, as: UTF8.self)
        #expect(written.starts(with: Array("%PDF-1.5".utf8)) && text.hasSuffix("%%EOF\n"))
        // cairo subsets the face twice (a WinAnsi and a CID font), both the first face's.
        #expect(text.contains("/FontFile2"))
        #expect(Self.embeddedFonts(in: text) == ["NotoSans-Regular"], "only the first face is embedded")
    }

    /// The PostScript names of the fonts a PDF embeds (`/BaseFont /ABCDEF+Name`), without the
    /// subset tags.
    static func embeddedFonts(in pdf: String) -> Set<String> {
        Set(
            pdf.components(separatedBy: "/BaseFont /").dropFirst().map { entry in
                let name = entry.prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" }
                return String(name.split(separator: "+").last ?? name)
            })
    }
}
