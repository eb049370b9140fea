/// Measures text in one `FontStack` for one language: the stack's faces with their word widths
/// for that language, looked up once (`FontStack.measurer(language:)`), so measuring a word costs
/// one cache lookup.
public final class StackMeasurer: Sendable {
    /// The stack.
    public let stack: FontStack
    private let widths: [LanguageWidths]
    private let unitsPerEm: [Double]
    /// The first face, its widths and units per em, for the common case.
    private let first: Typeface
    private let firstWidths: LanguageWidths
    private let firstUnitsPerEm: Double

    init(stack: FontStack, widths: [LanguageWidths]) {
        self.stack = stack
        self.widths = widths
        unitsPerEm = stack.faces.map { Double($0.face.unitsPerEm) }
        first = stack.faces[0]
        firstWidths = widths[0]
        firstUnitsPerEm = unitsPerEm[0]
    }

    /// The advance of `text` in ems: each run shaped with its face.
    public func advance(of text: Substring) -> Double {
        let ascii =
            text.utf8.withContiguousStorageIfAvailable { advance(ofASCII: $0) }
            ?? Array(text.utf8).withUnsafeBufferPointer { advance(ofASCII: $0) }
        if let ascii { return ascii }
        var total = 0.0
        for run in stack.runs(in: text) {
            let index = stack.faces.firstIndex { $0 === run.face } ?? 0
            total += Double(widths[index].advance(of: text[run.range])) / unitsPerEm[index]
        }
        return total
    }

    /// The advance in ems of the text whose UTF-8 is `bytes` when it is ASCII that the first
    /// face draws whole, the common case, measured on the bytes alone; nil otherwise (measure
    /// it with `advance(of:)`).
    public func advance(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard first.drawsAllASCII(bytes) else { return nil }
        return Double(firstWidths.advance(ofUTF8: bytes)) / firstUnitsPerEm
    }
}
