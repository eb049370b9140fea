/// What `issue.yaml`'s `theme:` changes in the page theme (`PageTheme`, whose names these are):
/// colours of the light pages, colours of the dark pages (`dark:`), and measures, each as
/// `#rrggbb` (0xRRGGBB) or a number. An entry not given keeps the standard theme's.
///
/// ```yaml
/// theme:
///   paper: "#fffdf7"       # quoted: in YAML a bare # starts a comment
///   ink: "#202020"
///   accent: "#0b5cad"      # the link colour: links, the masthead's accent, pull quotes' rules
///   rule-thickness: 2
///   drop-cap: 3            # each article's first paragraph opens on a letter 3 lines tall
///   first-line: small-caps # and its first line is set in small capitals
///   dark:
///     paper: "#101418"
/// ```
public struct ThemeSettings: Sendable, Equatable, Hashable, Decodable {
    /// The light theme's colours that change, by name (`paper`, `quoteBar`).
    public var colours: [String: UInt32]
    /// The dark theme's colours that change, by name.
    public var darkColours: [String: UInt32]
    /// The measures that change, by name (`ruleThickness`), in both themes.
    public var measures: [String: Double]
    /// How many lines the drop cap that opens each article's first paragraph spans (2 to 5);
    /// 0: no drop caps (the default).
    public var dropCapLines = 0
    /// Whether the first line of each article's first paragraph is set in small capitals
    /// (`first-line: small-caps`; the default is `normal`).
    public var smallCapsFirstLine = false

    /// Creates settings; nothing changes by default.
    public init(colours: [String: UInt32] = [:], darkColours: [String: UInt32] = [:], measures: [String: Double] = [:])
    {
        self.colours = colours
        self.darkColours = darkColours
        self.measures = measures
    }

    /// Reads settings from an object with the fields' names as keys; `dropCapLines` and
    /// `smallCapsFirstLine` may be missing (no drop caps, no small capitals).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        colours = try container.decode([String: UInt32].self, forKey: .colours)
        darkColours = try container.decode([String: UInt32].self, forKey: .darkColours)
        measures = try container.decode([String: Double].self, forKey: .measures)
        dropCapLines = try container.decodeIfPresent(Int.self, forKey: .dropCapLines) ?? 0
        smallCapsFirstLine = try container.decodeIfPresent(Bool.self, forKey: .smallCapsFirstLine) ?? false
    }

    private enum CodingKeys: String, CodingKey {
        case colours, darkColours, measures, dropCapLines, smallCapsFirstLine
    }

    /// Whether the settings change nothing.
    public var isEmpty: Bool {
        colours.isEmpty && darkColours.isEmpty && measures.isEmpty && dropCapLines == 0 && !smallCapsFirstLine
    }
}
