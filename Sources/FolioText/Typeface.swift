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
    /// Which of the 128 ASCII characters the face has a glyph for, one bit each.
    private let asciiCoverage: (UInt64, UInt64)

    /// A typeface for `face`, named `name`.
    public init(face: FontFace, name: String, weight: Int = 400, italic: Bool = false) {
        self.face = face
        self.name = name
        self.weight = weight
        self.italic = italic
        widths = WordWidths(face: face)
        var low: UInt64 = 0
        var high: UInt64 = 0
        for value in 0..<128 where face.glyph(for: Unicode.Scalar(UInt8(value))) != nil {
            if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
        }
        asciiCoverage = (low, high)
    }

    /// Whether the face draws `scalar`: it has a glyph for it, or the scalar needs none (a
    /// space, a control or format character).
    public func draws(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 64 { return asciiCoverage.0 & (1 << UInt64(value)) != 0 || !scalar.needsGlyph }
        if value < 128 { return asciiCoverage.1 & (1 << UInt64(value - 64)) != 0 }
        return !scalar.needsGlyph || face.glyph(for: scalar) != nil
    }

    /// Whether the face has a glyph for every ASCII byte of `bytes` (all of which are ASCII).
    func drawsASCII(_ bytes: some Sequence<UInt8>) -> Bool {
        for byte in bytes {
            let covered =
                byte < 64 ? asciiCoverage.0 & (1 << UInt64(byte)) != 0 : asciiCoverage.1 & (1 << UInt64(byte - 64)) != 0
            if !covered && Unicode.Scalar(byte).needsGlyph { return false }
        }
        return true
    }
}
