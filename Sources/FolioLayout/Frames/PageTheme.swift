import FolioModel
import Foundation

/// The page theme: the colours a page is drawn in and the measures of what the frames walker
/// draws besides text (a thematic break's rule, a quote's bar, a list marker's gap), in one
/// table that every sink reads and none repeats. `PageTypesetter` places rules, bars and
/// markers by its measures; the PDF paints with its colours; the HTML sink writes it into
/// `fonts.css` as custom properties (`--folio-ink`, ...) that `folio.css` uses; the JSON bundle
/// carries it as `issue.json`'s `theme` beside the frames; the terminal takes the rule's share
/// (and keeps its own colours: it is a terminal).
public struct PageTheme: Sendable, Hashable {
    /// An opaque colour, 0xRRGGBB.
    public struct Colour: Sendable, Hashable {
        /// Red, green and blue, 8 bits each, red highest.
        public let rgb: UInt32

        /// The colour `0xRRGGBB`.
        public init(_ rgb: UInt32) {
            self.rgb = rgb & 0xFF_FFFF
        }

        /// `#rrggbb`, as CSS and the JSON bundle write it.
        public var hex: String {
            let digits = String(rgb, radix: 16)
            return "#" + String(repeating: "0", count: 6 - digits.count) + digits
        }
    }

    /// The page's paper on screen (the carousel's pages, a client's). The PDF leaves its pages
    /// unpainted: their paper is the one they are printed on.
    public var paper: Colour
    /// Text.
    public var ink: Colour
    /// Links' text.
    public var link: Colour
    /// A thematic break's rule.
    public var rule: Colour
    /// A quote's bar, at its start edge.
    public var quoteBar: Colour
    /// The running foot (the PDF's issue title and page number in the bottom margin).
    public var foot: Colour
    /// A photo's rectangle while (or when) its picture is not there.
    public var photoPlaceholder: Colour
    /// The highlight behind marked text (`<mark>`, `InlineStyle.marked`).
    public var mark: Colour
    /// A note's bar (`CalloutKind.note`), in place of the quote's bar.
    public var calloutNote: Colour
    /// A tip's bar.
    public var calloutTip: Colour
    /// An important callout's bar.
    public var calloutImportant: Colour
    /// A warning's bar.
    public var calloutWarning: Colour
    /// A caution's bar.
    public var calloutCaution: Colour
    /// Words set over a photo (a bleeding cover's, `PageArt`), over scrims made for it: white
    /// in both themes, as the photo is the same in both.
    public var coverInk: Colour

    /// A thematic break's rule: its width as a share of its column's, centred.
    public var ruleShare: Double
    /// A thematic break's rule: its thickness, in CSS px, centred in the break's height.
    public var ruleThickness: Double
    /// A quote's bar: its width, in ems of the body size.
    public var quoteBarWidth: Double
    /// A pull quote's rules above and below it: their thickness, in CSS px.
    public var pullQuoteRuleThickness: Double
    /// A list item's marker: the gap between the marker's end and the item's text, in ems of the
    /// body size.
    public var listMarkerGap: Double

    /// Folio's theme: dark ink on warm paper.
    public static let standard = PageTheme(
        paper: Colour(0xFBF8F1), ink: Colour(0x1D1B18), link: Colour(0x7A3B12), rule: Colour(0xB9AE9A),
        quoteBar: Colour(0xC9BFAE), foot: Colour(0x5B544A), photoPlaceholder: Colour(0xDDD6C8),
        mark: Colour(0xF4E3A3), calloutNote: Colour(0x0969DA), calloutTip: Colour(0x1A7F37),
        calloutImportant: Colour(0x8250DF), calloutWarning: Colour(0x9A6700), calloutCaution: Colour(0xCF222E),
        coverInk: Colour(0xFFFFFF), ruleShare: 0.3, ruleThickness: 1, quoteBarWidth: 0.2, pullQuoteRuleThickness: 2,
        listMarkerGap: 0.35)

    /// The dark theme: the same pages, light ink on dark paper, for readers who ask for it (the
    /// carousel's `prefers-color-scheme: dark` and its toggle). Its measures are the standard
    /// theme's: only colours change, so the pages and their lines are the same in both. Each
    /// colour keeps at least the standard theme's contrast where text is drawn on it (ink and
    /// links on paper and on the mark: 4.5:1 or more, checked by `PageThemeTests`). The PDF
    /// and the JSON bundle's frames use the standard theme; the terminal keeps its own colours.
    public static let dark = PageTheme(
        paper: Colour(0x1B1916), ink: Colour(0xE6DFD2), link: Colour(0xE3A877), rule: Colour(0x5F574B),
        quoteBar: Colour(0x6E6558), foot: Colour(0xA79E90), photoPlaceholder: Colour(0x35312B),
        mark: Colour(0x4A3D12), calloutNote: Colour(0x4493F8), calloutTip: Colour(0x3FB950),
        calloutImportant: Colour(0xAB7DF8), calloutWarning: Colour(0xD29922), calloutCaution: Colour(0xF85149),
        coverInk: standard.coverInk, ruleShare: standard.ruleShare, ruleThickness: standard.ruleThickness,
        quoteBarWidth: standard.quoteBarWidth, pullQuoteRuleThickness: standard.pullQuoteRuleThickness,
        listMarkerGap: standard.listMarkerGap)

    /// Every colour's name (as the JSON bundle's `theme` and `issue.yaml`'s `theme:`, in kebab
    /// case, name it; the CSS custom property is the kebab case too: `quoteBar`,
    /// `--folio-quote-bar`) and where it is in the theme.
    public static var colourKeys: [(name: String, path: WritableKeyPath<PageTheme, Colour>)] {
        [
            ("paper", \.paper), ("ink", \.ink), ("link", \.link), ("rule", \.rule), ("quoteBar", \.quoteBar),
            ("foot", \.foot), ("photoPlaceholder", \.photoPlaceholder), ("mark", \.mark),
            ("calloutNote", \.calloutNote), ("calloutTip", \.calloutTip), ("calloutImportant", \.calloutImportant),
            ("calloutWarning", \.calloutWarning), ("calloutCaution", \.calloutCaution), ("coverInk", \.coverInk),
        ]
    }

    /// Every colour with its name (`colourKeys`).
    public var colours: [(name: String, colour: Colour)] {
        Self.colourKeys.map { ($0.name, self[keyPath: $0.path]) }
    }

    /// The bar of a callout of `kind`.
    public func callout(_ kind: CalloutKind) -> Colour {
        switch kind {
        case .note: calloutNote
        case .tip: calloutTip
        case .important: calloutImportant
        case .warning: calloutWarning
        case .caution: calloutCaution
        }
    }

    /// The rules of a quote of `kind`: a quote's bar, a callout's in its kind's colour, a pull
    /// quote's rules in the link's (the page's accent), a sidebar's box and the footnotes' rule in
    /// the rule's.
    public func quoteRule(_ kind: QuoteKind) -> Colour {
        switch kind {
        case .quote: quoteBar
        case .callout(let callout): self.callout(callout)
        case .pullQuote: link
        case .sidebar, .footnotes: rule
        }
    }

    /// The name of a callout's colour among `colours` (`calloutNote`, ...).
    public static func calloutColourName(_ kind: CalloutKind) -> String {
        "callout" + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
    }

    /// Every measure's name (as `colourKeys` names colours), where it is in the theme, its unit
    /// (`share` of the column, `px`, `em` of the body size) and the values it may take.
    public static var measureKeys:
        [(name: String, path: WritableKeyPath<PageTheme, Double>, unit: String, range: ClosedRange<Double>)]
    {
        [
            ("ruleShare", \.ruleShare, "share", 0.05...1), ("ruleThickness", \.ruleThickness, "px", 0.25...12),
            ("quoteBarWidth", \.quoteBarWidth, "em", 0...1),
            ("pullQuoteRuleThickness", \.pullQuoteRuleThickness, "px", 0.25...12),
            ("listMarkerGap", \.listMarkerGap, "em", 0...2),
        ]
    }

    /// Every measure with its name and unit (`measureKeys`).
    public var measures: [(name: String, value: Double, unit: String)] {
        Self.measureKeys.map { ($0.name, self[keyPath: $0.path], $0.unit) }
    }

    /// This theme with `colours` (by `colourKeys`' names, 0xRRGGBB) and `measures` (by
    /// `measureKeys`' names) in place of its own; unknown names are left out (`issue.yaml`'s
    /// reader names them as errors).
    public func applying(colours: [String: UInt32], measures: [String: Double]) -> PageTheme {
        var theme = self
        for (name, path) in Self.colourKeys { if let rgb = colours[name] { theme[keyPath: path] = Colour(rgb) } }
        for key in Self.measureKeys { if let value = measures[key.name] { theme[keyPath: key.path] = value } }
        return theme
    }

    /// The issue's light theme: the standard one with `theme:`'s colours and measures.
    public static func light(_ settings: ThemeSettings) -> PageTheme {
        standard.applying(colours: settings.colours, measures: settings.measures)
    }

    /// The issue's dark theme: the dark one with `theme:`'s `dark:` colours and its measures.
    public static func dark(_ settings: ThemeSettings) -> PageTheme {
        dark.applying(colours: settings.darkColours, measures: settings.measures)
    }

    /// The pairs of colours text is drawn in and on (ink and links on the paper and on the
    /// mark's highlight, the running foot on the paper), each to reach `minimumContrast`.
    public var textPairs: [(text: String, ground: String, contrast: Double)] {
        [("ink", "paper"), ("link", "paper"), ("ink", "mark"), ("link", "mark"), ("foot", "paper")].map {
            text, ground in
            let colour = { (name: String) in Self.colourKeys.first { $0.name == name }.map { self[keyPath: $0.path] } }
            return (text, ground, colour(text)!.contrast(with: colour(ground)!))
        }
    }

    /// The contrast text needs against its ground (WCAG 2 AA, body text).
    public static let minimumContrast = 4.5
}

extension PageTheme.Colour {
    /// Its relative luminance (WCAG 2), 0 (black) to 1 (white).
    public var luminance: Double {
        let light = { (channel: UInt32) in SRGB.linearOfByte[Int(channel & 0xFF)] }
        return SRGB.luminance(red: light(rgb >> 16), green: light(rgb >> 8), blue: light(rgb))
    }

    /// The contrast ratio (WCAG 2) between it and `other`, 1 to 21.
    public func contrast(with other: PageTheme.Colour) -> Double {
        let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
        return (lighter + 0.05) / (darker + 0.05)
    }
}
