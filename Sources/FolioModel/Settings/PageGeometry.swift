/// The size of a page and its typography, in CSS pixels.
///
/// The HTML sink scales the page uniformly to the viewport; the terminal preview uses its own
/// size in cells instead and only takes the proportions from here.
public struct PageGeometry: Sendable, Equatable, Hashable, Decodable {
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
    /// The number of text columns on a page: 1, or 2 for wide pages (text flows from the
    /// first column into the second; see `ColumnFlow`).
    public var columns: Int

    /// Creates a geometry.
    public init(width: Double, height: Double, margin: Double, fontSize: Double, lineHeight: Double, columns: Int = 1) {
        self.width = width
        self.height = height
        self.margin = margin
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.columns = max(columns, 1)
    }

    /// A phone-like portrait page: 400 x 680 px, 24 px margins, 17 px type at 1.5 line height.
    public static let portrait = PageGeometry(width: 400, height: 680, margin: 24, fontSize: 17, lineHeight: 1.5)

    /// ISO A4 for print, in PostScript points (the PDF sink draws a CSS pixel as a point):
    /// 595.276 × 841.89 (210 × 297 mm), 20 mm margins, 11 pt type at 1.45 line height. In
    /// `issue.yaml`, `pages: {a4: {}}` (any key given overrides the preset's).
    public static let a4 = PageGeometry(width: 595.276, height: 841.89, margin: 56.693, fontSize: 11, lineHeight: 1.45)

    /// US Letter for print, in points: 612 × 792 (8.5 × 11 in), ¾ in margins, 11 pt type at
    /// 1.45 line height. In `issue.yaml`, `pages: {letter: {}}`.
    public static let letter = PageGeometry(width: 612, height: 792, margin: 54, fontSize: 11, lineHeight: 1.45)

    /// The print presets by the name that picks them in `issue.yaml`'s `pages:` (an entry with
    /// that name starts from the preset).
    public static let presets: [String: PageGeometry] = ["a4": .a4, "letter": .letter]

    /// The space between two text columns: two ems of body text.
    public var columnGap: Double { columns > 1 ? 2 * fontSize : 0 }

    /// The width of one text column.
    public var columnWidth: Double {
        let text = width - 2 * margin - Double(columns - 1) * columnGap
        return text / Double(columns)
    }

    /// A one-column page as wide as one of this page's columns (its margins, its height):
    /// what the paginator lays each column out in.
    public var singleColumn: PageGeometry {
        guard columns > 1 else { return self }
        return PageGeometry(
            width: columnWidth + 2 * margin, height: height, margin: margin,
            fontSize: fontSize, lineHeight: lineHeight)
    }

    private enum CodingKeys: String, CodingKey {
        case width, height, margin, fontSize, lineHeight, columns
    }

    /// Decodes a geometry; `columns` may be missing (1).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            width: try container.decode(Double.self, forKey: .width),
            height: try container.decode(Double.self, forKey: .height),
            margin: try container.decode(Double.self, forKey: .margin),
            fontSize: try container.decode(Double.self, forKey: .fontSize),
            lineHeight: try container.decode(Double.self, forKey: .lineHeight),
            columns: try container.decodeIfPresent(Int.self, forKey: .columns) ?? 1)
    }
}
