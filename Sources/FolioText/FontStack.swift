/// The faces a run of text may be drawn with, in order of preference, as a CSS `font-family`
/// list is: each character is drawn with the first face that has a glyph for it. The paginator
/// measures with a stack and the HTML bundle writes the same stack as its CSS family list, so
/// the browser draws each character with the face it was measured in.
public struct FontStack: Sendable {
    /// The faces, first preferred; never empty.
    public let faces: [Typeface]

    /// A stack of `faces`, first preferred; `faces` must not be empty.
    public init(_ faces: [Typeface]) {
        precondition(!faces.isEmpty, "a font stack has at least one face")
        self.faces = faces
    }

    /// The face that draws `character`: the first that has a glyph for every scalar of it
    /// (spaces, controls and format characters need none), else the first that has one for its
    /// first scalar, else the first face (which shows it as a missing glyph, as a browser does
    /// when no font of the list has it).
    public func face(for character: Character) -> Typeface {
        let scalars = character.unicodeScalars
        if let whole = faces.first(where: { face in scalars.allSatisfy(face.draws) }) { return whole }
        if let first = scalars.first, let base = faces.first(where: { $0.draws(first) }) { return base }
        return faces[0]
    }

    /// `text` cut into runs, each drawn with one face, in order.
    public func runs(in text: Substring) -> [(range: Range<String.Index>, face: Typeface)] {
        if let whole = singleFace(for: text) { return [(text.startIndex..<text.endIndex, whole)] }
        var runs: [(range: Range<String.Index>, face: Typeface)] = []
        var start = text.startIndex
        var current: Typeface?
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let face = self.face(for: text[index])
            if let running = current, running !== face {
                runs.append((start..<index, running))
                start = index
            }
            current = face
            index = next
        }
        if let current, start < text.endIndex { runs.append((start..<text.endIndex, current)) }
        return runs
    }

    /// The advance of `text` in ems: each run shaped with its face (once per distinct word and
    /// language, `WordWidths`) and its font units divided by the face's units per em.
    public func advance(of text: Substring, language: String?) -> Double {
        measurer(language: language).advance(of: text)
    }

    /// What measures text in this stack for `language`: look it up once per block, then ask it
    /// for every word.
    public func measurer(language: String?) -> StackMeasurer {
        StackMeasurer(stack: self, widths: faces.map { $0.widths.widths(for: language) })
    }

    /// The first face, when it draws all of `text` and `text` is ASCII: the common case, decided
    /// without looking at characters one by one.
    func singleFace(for text: Substring) -> Typeface? {
        let first = faces[0]
        let decided =
            text.utf8.withContiguousStorageIfAvailable(first.drawsAllASCII)
            ?? Array(text.utf8).withUnsafeBufferPointer(first.drawsAllASCII)
        return decided ? first : nil
    }
}
