/// The font files an issue's author names per role and style (issue.yaml `fonts:`), loaded. A
/// role the author names no face for takes Folio's default; a style the author names no face for
/// takes the author's nearest one for the role (bold italic: bold, then italic; then regular).
public struct AuthoredFaces: Sendable {
    /// A style of a role's face.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Upright, regular weight.
        case regular
        /// Upright, bold.
        case bold
        /// Italic, regular weight.
        case italic
        /// Italic and bold (`bold-italic` in `issue.yaml`).
        case boldItalic = "bold-italic"

        /// The style of `request` (a heading is bold unless the author's heading face says
        /// otherwise: it is looked up as its request asks).
        public init(_ request: FaceRequest) {
            switch (request.bold, request.italic) {
            case (false, false): self = .regular
            case (true, false): self = .bold
            case (false, true): self = .italic
            case (true, true): self = .boldItalic
            }
        }

        /// The styles to try for this one, nearest first.
        var nearest: [Style] {
            switch self {
            case .regular: [.regular, .bold, .italic, .boldItalic]
            case .bold: [.bold, .regular, .boldItalic, .italic]
            case .italic: [.italic, .regular, .boldItalic, .bold]
            case .boldItalic: [.boldItalic, .bold, .italic, .regular]
            }
        }

        /// The CSS weight of a face in this style.
        var weight: Int { self == .bold || self == .boldItalic ? 700 : 400 }
        /// Whether a face in this style is italic.
        var isItalic: Bool { self == .italic || self == .boldItalic }
    }

    /// One face the author named: the loaded face and a name for it (the file's name without its
    /// extension; made unique in the issue by IssueFonts).
    public struct Face: Sendable {
        /// The loaded face.
        public let face: FontFace
        /// The name files and CSS families are made from.
        public let name: String

        /// The author's `face`, named `name`.
        public init(face: FontFace, name: String) {
            self.face = face
            self.name = name
        }
    }

    /// The faces by role and style.
    public private(set) var faces: [FaceRequest.Role: [Style: Face]] = [:]

    /// No faces: every role takes Folio's defaults.
    public init() {}

    /// Sets the face of `role` in `style`.
    public mutating func set(_ face: Face, for role: FaceRequest.Role, style: Style) {
        faces[role, default: [:]][style] = face
    }

    /// The author's face for `request` and the style it was named for, or nil when the author
    /// names none for the role.
    func face(for request: FaceRequest) -> (face: Face, style: Style)? {
        guard let named = faces[request.role] else { return nil }
        for style in Style(request).nearest {
            if let face = named[style] { return (face, style) }
        }
        return nil
    }
}
