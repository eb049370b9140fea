/// One font face as the issue uses it: the loaded face, a stable name for the files and CSS
/// families made from it, and the widths of the words measured in it (each distinct word shaped
/// once for the whole issue, whatever the geometry). Safe to share between threads.
public final class Typeface: Sendable {
    /// The loaded face.
    public let face: FontFace
    /// A stable name, unique in the issue: "Caladea-Regular", "NotoSansCJKjp-Bold". Files and CSS
    /// families are named after it.
    public let name: String
    /// The face's weight as CSS gives it (400 regular, 700 bold).
    public let weight: Int
    /// Whether the face is italic.
    public let italic: Bool
    /// The widths of the words measured in this face.
    public let widths: WordWidths
    /// The ASCII characters the face has a glyph for.
    private let asciiCoverage: ASCIISet
    /// The ASCII characters that need a glyph the face does not have.
    private let asciiMissing: ASCIISet

    /// A typeface for `face`, named `name`.
    public init(face: FontFace, name: String, weight: Int = 400, italic: Bool = false) {
        self.face = face
        self.name = name
        self.weight = weight
        self.italic = italic
        widths = WordWidths(face: face)
        var coverage = ASCIISet()
        var missing = ASCIISet()
        for value in UInt8(0)..<128 {
            let scalar = Unicode.Scalar(value)
            if face.glyph(for: scalar) != nil {
                coverage.insert(value)
            } else if scalar.needsGlyph {
                missing.insert(value)
            }
        }
        asciiCoverage = coverage
        asciiMissing = missing
    }

    /// Whether the face draws `scalar`: it has a glyph for it, or the scalar needs none (a
    /// space, a control or format character).
    public func draws(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 64 { return asciiCoverage.contains(UInt8(value)) || !scalar.needsGlyph }
        if value < 128 { return asciiCoverage.contains(UInt8(value)) }
        return !scalar.needsGlyph || face.glyph(for: scalar) != nil
    }

    /// Whether `bytes` (UTF-8) are all ASCII and the face draws every one of them: one pass that
    /// gathers the characters' bits and compares them with what the face lacks.
    func drawsAllASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // A face with every ASCII glyph text needs (the usual case) only asks that the bytes be ASCII.
        if asciiMissing.isEmpty { return bytes.isAllASCII }
        let (used, isASCII) = ASCIISet.of(bytes)
        return isASCII && used.isDisjoint(with: asciiMissing)
    }
}
