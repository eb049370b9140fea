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

    /// Creates settings; nothing changes by default.
    public init(colours: [String: UInt32] = [:], darkColours: [String: UInt32] = [:], measures: [String: Double] = [:])
    {
        self.colours = colours
        self.darkColours = darkColours
        self.measures = measures
    }

    /// Whether the settings change nothing.
    public var isEmpty: Bool { colours.isEmpty && darkColours.isEmpty && measures.isEmpty }
}
