import Foundation

/// Folio's own faces, embedded in the binary (Fonts/*.woff2, see Fonts/generate-default-faces.py):
/// Caladea in four styles for body text and headings, DejaVu Sans Mono (Latin) for code. They
/// come first in every stack an issue's author does not name a face for; the HTML bundle ships
/// them subset to the characters the issue draws with them.
public struct DefaultFaces: Sendable {
    /// The embedded files.
    enum File: CaseIterable {
        case caladeaRegular, caladeaItalic, caladeaBold, caladeaBoldItalic, dejaVuSansMono
    }

    /// Caladea Regular: body text.
    public let regular: Typeface
    /// Caladea Italic: emphasis, bylines, captions.
    public let italic: Typeface
    /// Caladea Bold: strong text, headings, titles.
    public let bold: Typeface
    /// Caladea Bold Italic: emphasis in headings, strong emphasis.
    public let boldItalic: Typeface
    /// DejaVu Sans Mono (Latin, punctuation, arrows, box drawing): code, in every style.
    public let mono: Typeface

    /// The defaults one process shares: their word widths are measured once for every issue it
    /// builds.
    public static let shared = DefaultFaces()

    /// New typefaces (with empty word widths) over the embedded faces, which are decoded once per
    /// process.
    public init() {
        regular = Typeface(face: Self.face(.caladeaRegular), name: "Caladea-Regular")
        italic = Typeface(face: Self.face(.caladeaItalic), name: "Caladea-Italic", italic: true)
        bold = Typeface(face: Self.face(.caladeaBold), name: "Caladea-Bold", weight: 700)
        boldItalic = Typeface(
            face: Self.face(.caladeaBoldItalic), name: "Caladea-BoldItalic", weight: 700, italic: true)
        mono = Typeface(face: Self.face(.dejaVuSansMono), name: "DejaVuSansMono")
    }

    /// The default face for `request`: Caladea in the request's style for body text, Caladea
    /// Bold (or Bold Italic) for headings, DejaVu Sans Mono for code whatever its style.
    public func typeface(for request: FaceRequest) -> Typeface {
        switch (request.role, request.bold || request.role == .heading, request.italic) {
        case (.mono, _, _): mono
        case (_, false, false): regular
        case (_, false, true): italic
        case (_, true, false): bold
        case (_, true, true): boldItalic
        }
    }

    /// The five faces: regular, italic, bold, bold italic, mono.
    public var all: [Typeface] { [regular, italic, bold, boldItalic, mono] }

    /// The embedded faces, decoded on first use.
    private static let faces: [File: FontFace] = Dictionary(
        uniqueKeysWithValues: File.allCases.map { file in
            // The bytes are Folio's own (checked by FolioTextTests): a failure here is a broken build.
            guard let data = Data(base64Encoded: base64(of: file)), let face = try? FontFace(data: data) else {
                fatalError("the embedded default face \(file) does not load: run Fonts/generate-default-faces.py")
            }
            return (file, face)
        })

    static func face(_ file: File) -> FontFace { faces[file]! }
}
