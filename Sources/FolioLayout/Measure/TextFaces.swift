import FolioText

/// What a measure needs to measure text in one style and role, looked up once per block:
/// the stack of faces it is drawn with (none when counting terminal cells) and how many of the
/// role's ems one em of those faces is (inline code is set smaller than the text around it).
package struct TextFaces: Sendable {
    /// The faces, first preferred; nil for a measure that counts cells.
    package var stack: FontStack?
    /// The role's ems per em of the faces.
    package var ratio: Double

    /// Faces for a measure that counts cells.
    package static let cells = TextFaces(stack: nil, ratio: 1)

    /// Creates the faces of a style.
    package init(stack: FontStack?, ratio: Double) {
        self.stack = stack
        self.ratio = ratio
    }
}
