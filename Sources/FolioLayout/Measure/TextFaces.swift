import FolioText

/// What a measure needs to measure text in one style and role, looked up once per block:
/// the faces it is drawn with, ready for its language (none when counting terminal cells),
/// and how many of the role's ems one em of those faces is (inline code is set smaller than
/// the text around it).
package struct TextFaces: Sendable {
    /// The faces, first preferred, for the text's language; nil for a measure that counts cells.
    package var measurer: StackMeasurer?
    /// The role's ems per em of the faces.
    package var ratio: Double
    /// How much wider than shaped the measure counts text (`Typography.safety` more).
    package var widening: Double

    /// Faces for a measure that counts cells.
    package static let cells = TextFaces(measurer: nil, ratio: 1)

    /// Creates the faces of a style.
    package init(measurer: StackMeasurer?, ratio: Double, widening: Double = 1) {
        self.measurer = measurer
        self.ratio = ratio
        self.widening = widening
    }

    /// The width, in ems of the role's size, of text whose faces' advance is `ems`.
    package func width(ofEms ems: Double) -> Double {
        ems * ratio * widening
    }
}
