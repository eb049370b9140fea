/// Why bytes could not be loaded as a font face (the bytes may come from any file an author
/// names in issue.yaml).
public enum FontFaceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not an OpenType, TrueType, collection or WOFF2 font HarfBuzz can read.
    case notAFont
    /// WOFF1, which Folio does not read (convert it to WOFF2, TTF or OTF).
    case woff1
    /// The WOFF2 data did not decode.
    case damagedWOFF2
    /// The file is larger than Folio reads as a font.
    case tooLarge(bytes: Int, limit: Int)
    /// A collection was asked for a face it does not have.
    case noSuchFace(index: Int, faces: Int)

    public var description: String {
        switch self {
        case .notAFont: "not a font (expected OpenType, TrueType, a font collection or WOFF2)"
        case .woff1: "a WOFF (version 1) font, which Folio does not read; convert it to WOFF2, TTF or OTF"
        case .damagedWOFF2: "a damaged WOFF2 font (it does not decode)"
        case .tooLarge(let bytes, let limit): "a font file of \(bytes) bytes, above the \(limit)-byte limit"
        case .noSuchFace(let index, let faces): "no face \(index) in a collection of \(faces) faces"
        }
    }
}
