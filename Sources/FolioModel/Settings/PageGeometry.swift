/// The size of a page and its typography, in CSS pixels.
///
/// The HTML sink scales the page uniformly to the viewport; the terminal preview uses its own
/// size in cells instead and only takes the proportions from here.
public struct PageGeometry: Sendable, Equatable, Hashable, Codable {
    /// The page width in CSS pixels.
    public var width: Double
    /// The page height in CSS pixels.
    public var height: Double
    /// The margin on every side, in CSS pixels.
    public var margin: Double
    /// The body font size, in CSS pixels.
    public var fontSize: Double
    /// The body line height as a multiple of the font size.
    public var lineHeight: Double

    /// Creates a geometry.
    public init(width: Double, height: Double, margin: Double, fontSize: Double, lineHeight: Double) {
        self.width = width
        self.height = height
        self.margin = margin
        self.fontSize = fontSize
        self.lineHeight = lineHeight
    }

    /// A phone-like portrait page: 400 x 680 px, 24 px margins, 17 px type at 1.5 line height.
    public static let portrait = PageGeometry(width: 400, height: 680, margin: 24, fontSize: 17, lineHeight: 1.5)
}
