/// Measures text in one `FontStack` for one language: the stack's faces with their word widths
/// for that language, looked up once (`FontStack.measurer(language:)`), so measuring a word costs
/// one cache lookup.
public final class StackMeasurer: Sendable {
    /// The stack.
    public let stack: FontStack
    private let widths: [LanguageWidths]
    private let unitsPerEm: [Double]

    init(stack: FontStack, widths: [LanguageWidths]) {
        self.stack = stack
        self.widths = widths
        unitsPerEm = stack.faces.map { Double($0.face.unitsPerEm) }
    }

    /// The advance of `text` in ems: each run shaped with its face.
    public func advance(of text: Substring) -> Double {
        if stack.singleFace(for: text) != nil { return Double(widths[0].advance(of: text)) / unitsPerEm[0] }
        var total = 0.0
        for run in stack.runs(in: text) {
            let index = stack.faces.firstIndex { $0 === run.face } ?? 0
            total += Double(widths[index].advance(of: text[run.range])) / unitsPerEm[index]
        }
        return total
    }
}
