import CCairo
import FolioLayout
import FolioText
import Foundation
import PDFCairo

// libFuzzer target: the bytes the PDF sink hands to cairo: a PNG photo (decoded by cairo's own
// PNG reader) or a font file an author names in issue.yaml, as the sink takes it: loaded by the
// text engine (HarfBuzz), written again by HarfBuzz's subsetter with every glyph at its id
// (FontFace.rewrittenFileBytes), read by FreeType through cairo-ft and subset by cairo into a
// one-page PDF.

/// The PDF each input is drawn into, rewritten per input (the fuzzer runs on one thread).
private let output = FileManager.default.temporaryDirectory.appendingPathComponent(
    "folio-fuzz-cairo-\(getpid()).pdf")

/// Decodes the input as a PNG when it starts like one, else loads it as up to two font faces;
/// draws what it got on a page and finishes the document.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCairo(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    draw(Array(UnsafeBufferPointer(start: start, count: count)))
    // Every cairo object of the input is gone: drop cairo's caches (the recently used font
    // faces it keeps, with the FreeType faces they hold), so LeakSanitizer sees only leaks.
    cairo_debug_reset_static_data()
    return 0
}

/// Draws the input on a page of a new document and finishes it.
private func draw(_ bytes: [UInt8]) {
    guard let document = try? CairoDocument(url: output) else { return }
    document.beginPage(width: 200, height: 200, label: "1")
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
        if let image = CairoImage(png: Data(bytes)) {
            document.draw(image, x: 10, y: 10, width: 100, height: 80)
        }
    } else {
        for index in 0..<2 {
            guard let loaded = try? FontFace(data: Data(bytes), index: index) else { break }
            guard let rewritten = loaded.rewrittenFileBytes, let face = CairoFontFace(bytes: rewritten, index: 0)
            else { continue }
            let glyphs = (0..<8).map {
                TypesetLine.Glyph(id: UInt32($0 * 3), x: Double(10 + 12 * $0), y: 50, textOffset: $0)
            }
            document.draw(glyphs, text: "Folio ab", rightToLeft: false, face: face, size: 12, color: 0x202020)
        }
    }
    try? document.finish()
}
