import FolioText
import Synchronization

/// The font files of the typefaces lines were shaped in, each read once per process: one
/// `TypesetLine.Font` object per typeface, so a sink can key its own font objects on it. The
/// typefaces are kept too, so an identifier is never reused for another.
final class FontFiles: Sendable {
    static let shared = FontFiles()
    private let files = Mutex<[ObjectIdentifier: (typeface: Typeface, font: TypesetLine.Font)]>([:])

    /// The font file of `typeface`.
    func font(of typeface: Typeface) -> TypesetLine.Font {
        if let known = files.withLock({ $0[ObjectIdentifier(typeface)]?.font }) { return known }
        // The file as HarfBuzz writes it again: a sink's font reader never sees an author's
        // bytes as they came (FuzzCairo found cairo's TrueType subsetter crashing on them).
        let made =
            typeface.face.rewrittenFileBytes.map { TypesetLine.Font(bytes: $0, index: 0, name: typeface.name) }
            ?? TypesetLine.Font(bytes: [], index: 0, name: typeface.name)
        return files.withLock { files in
            if let known = files[ObjectIdentifier(typeface)]?.font { return known }
            files[ObjectIdentifier(typeface)] = (typeface, made)
            return made
        }
    }
}
