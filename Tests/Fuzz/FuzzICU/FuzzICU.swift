import FolioText
import Foundation

// libFuzzer target: text from an article (any script, any bytes) and its `lang:` tag, through
// FolioText's wrappers of ICU (CFolioICU), as Folio runs them: UAX #14 line breaks in the
// language's locale (LineBreaker, with ICU's dictionaries for Thai, Lao, Khmer and Burmese),
// the bidi algorithm over the paragraph and over the lines those breaks make (BidiParagraph,
// BidiLines, as the paginator and the terminal preview do), Arabic presentation forms (the
// terminal), the dominant script, and the ICU transform that makes ids of titles
// (IDTransliterator).
//
// The input: its first line is the language tag (BCP 47, or anything), the rest the text.

/// One transliterator for the process, as Folio's Slug keeps one (opening it costs more than
/// a run); every input fails when ICU cannot open it, rather than skip the transform unseen.
private let transliterator = try? IDTransliterator()

/// The three strictnesses of CJK breaking, one per run (chosen by the tag's length).
private let strictnesses: [LineBreaker.Strictness] = [.strict, .normal, .loose]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICU(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let transliterator else { fatalError("ICU's transform \(IDTransliterator.transform) did not open") }
    let bytes = UnsafeBufferPointer(start: start, count: count)
    let newline = bytes.firstIndex(of: 0x0A) ?? count
    let language = String(decoding: bytes[..<newline], as: UTF8.self)
    let text = String(decoding: bytes[min(newline + 1, count)...], as: UTF8.self)
    let breaker = LineBreaker(language: language, strictness: strictnesses[language.utf8.count % 3])
    let opportunities = (try? breaker.opportunities(in: text)) ?? []
    _ = try? breaker.segments(of: text)
    _ = try? WordBreaker(language: language).words(in: text)
    for base in [BidiParagraph.BaseDirection.firstStrong, .leftToRight, .rightToLeft] {
        _ = try? BidiParagraph(text, base: base)
    }
    _ = try? BidiLines(text, lines: lines(of: text, at: opportunities), base: .firstStrong)
    _ = try? ArabicPresentationForms.shaped(Array(text.utf16))
    _ = Script.dominant(in: text)
    _ = try? transliterator.id(for: text)
    return 0
}

/// Lines as a paginator would make them from `opportunities`: each as long as a width allows
/// (6 to 40 UTF-16 units, by the text's length) or up to a mandatory break, the spaces it was
/// broken at left out of both lines, empty lines left out.
private func lines(of text: String, at opportunities: [BreakOpportunity]) -> [Range<Int>] {
    let units = Array(text.utf16)
    let width = 6 + units.count % 35
    var lines: [Range<Int>] = []
    var start = 0
    var last = 0
    func end(at offset: Int) {
        let end = trimmed(units, start, offset)
        if end > start { lines.append(start..<end) }
        start = offset
    }
    for opportunity in opportunities {
        if opportunity.utf16Offset - start > width, last > start { end(at: last) }
        last = opportunity.utf16Offset
        if opportunity.isMandatory { end(at: last) }
    }
    if last > start { end(at: last) }
    return lines
}

/// `end` moved back over the spaces before it, not past `start`.
private func trimmed(_ units: [UInt16], _ start: Int, _ end: Int) -> Int {
    var end = end
    while end > start, units[end - 1] == 0x20 || units[end - 1] == 0x0A { end -= 1 }
    return end
}
