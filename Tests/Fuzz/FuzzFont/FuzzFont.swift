import FolioText
import Foundation

// libFuzzer target: a font file an author names in issue.yaml, as the text engine reads it:
// loaded as a face (OpenType, TrueType, a collection's faces, or WOFF2), a few strings in
// several scripts shaped and measured, then the face subset to the glyphs used and encoded as
// WOFF2, as the HTML bundle would ship it.

/// The strings shaped with the fuzzed face: Latin with kerning pairs and ligatures, Arabic
/// (joining), Thai (marks), Devanagari (reordering), Japanese and Hebrew.
private let samples = ["Office AV To", "مرحبا بالعالم", "ภาษาไทย", "हिन्दी", "日本の旅", "שלום"]

/// Encodes the input as WOFF2 as it is, then loads it as up to three faces, shapes the samples
/// with each, subsets and encodes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: start, count: count))
    // The WOFF2 writer's own sfnt reading, on bytes HarfBuzz did not make.
    _ = try? WOFF2.encode(data)
    for index in 0..<3 {
        guard let face = try? FontFace(data: data, index: index) else { break }
        let widths = WordWidths(face: face)
        var glyphs = Set<UInt32>()
        for sample in samples {
            glyphs.formUnion(face.shape(sample).glyphs.map(\.glyph))
            _ = widths.width(of: sample, atPointSize: 17)
        }
        if let subset = try? FontSubsetter.subset(face, text: samples.joined(), glyphs: glyphs) {
            _ = try? WOFF2.encode(subset)
        }
        _ = try? FontSubsetter.subset(face, text: samples.joined(), glyphs: glyphs, layout: .dropped)
    }
    return 0
}
