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
        // The common case, ASCII the first face draws, is decided and looked up on the bytes.
        let single = text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            guard first.drawsAllASCII(bytes) else { return nil }
            return Double(firstWidths.advance(of: text, bytes: bytes)) / firstUnitsPerEm
        }
        if let single, let single { return single }
        if stack.singleFace(for: text) != nil { return Double(widths[0].advance(of: text)) / unitsPerEm[0] }
        var total = 0.0
        for run in stack.runs(in: text) {
            let index = stack.faces.firstIndex { $0 === run.face } ?? 0
            total += Double(widths[index].advance(of: text[run.range])) / unitsPerEm[index]
        }
        return total
    }
}
