/// One of the keys of docs/navigation.md; every gesture and alias a sink offers maps onto one.
///
/// The first ten are the shared rules' (`shared`); the others are Folio's: the cover keys (Tab,
/// Shift-Tab and the digits), which do something only on an issue's cover
/// (`Navigator.pressOnCover`), and `/`, which opens the contents at their search field.
public enum NavigationKey: String, Sendable, Hashable, Decodable, CaseIterable, CustomStringConvertible {
    /// To the next article (the previous one in a right-to-left strip).
    case right
    /// To the previous article (the next one in a right-to-left strip).
    case left
    /// To the next page.
    case down
    /// To the previous page.
    case up
    /// Zoom in (`+`).
    case zoomIn = "+"
    /// Zoom out (`-`).
    case zoomOut = "-"
    /// Back to zoom 1.0 (`0`).
    case resetZoom = "0"
    /// Open or close the contents overlay (`o`).
    case overlay = "o"
    /// Go to the article highlighted in the overlay.
    case enter
    /// Close, unzoom or hide, whichever applies.
    case escape
    /// Tab: on the cover, highlight the next cover line.
    case tab
    /// Shift-Tab: on the cover, highlight the previous cover line.
    case shiftTab = "shift-tab"
    /// `1`: on the cover, open the first cover line's article.
    case line1 = "1"
    /// `2`: on the cover, open the second cover line's article.
    case line2 = "2"
    /// `3`: on the cover, open the third cover line's article.
    case line3 = "3"
    /// `4`: on the cover, open the fourth cover line's article.
    case line4 = "4"
    /// `5`: on the cover, open the fifth cover line's article.
    case line5 = "5"
    /// `6`: on the cover, open the sixth cover line's article.
    case line6 = "6"
    /// `7`: on the cover, open the seventh cover line's article.
    case line7 = "7"
    /// `8`: on the cover, open the eighth cover line's article.
    case line8 = "8"
    /// `9`: on the cover, open the ninth cover line's article.
    case line9 = "9"
    /// `/`: open the contents overlay at its search field (`Navigator+Search.swift`).
    case search = "/"

    /// The keys of the shared rules (NAVIGATION.md), without Folio's cover keys.
    public static let shared: [NavigationKey] = [
        .right, .left, .down, .up, .zoomIn, .zoomOut, .resetZoom, .overlay, .enter, .escape,
    ]

    /// The digit keys, `1` to `9`, in order.
    public static let digits: [NavigationKey] = [
        .line1, .line2, .line3, .line4, .line5, .line6, .line7, .line8, .line9,
    ]

    /// The cover line a digit key opens (0 for `1`); nil for the other keys.
    public var coverLine: Int? {
        Self.digits.firstIndex(of: self)
    }

    /// The key spelled as in a scenario's `keys` (`right`, `+`, `o`, `escape`, ...).
    public init?(spelling: String) {
        self.init(rawValue: spelling)
    }

    /// The key a sink's alias stands for: `h` left, `j` down, `k` up, `l` right, `space` down,
    /// `backtab` Shift-Tab; a scenario spelling maps to itself. `q` and other keys are not navigation keys.
    public init?(alias: String) {
        switch alias {
        case "h": self = .left
        case "j", "space", " ": self = .down
        case "k": self = .up
        case "l": self = .right
        case "backtab": self = .shiftTab
        default: self.init(spelling: alias)
        }
    }

    /// The arrow keys, as directions.
    public init(_ direction: Direction) {
        switch direction {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        }
    }

    /// The direction of an arrow key; nil for the other keys.
    public var direction: Direction? {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .zoomIn, .zoomOut, .resetZoom, .overlay, .enter, .escape, .tab, .shiftTab, .line1, .line2, .line3,
            .line4, .line5, .line6, .line7, .line8, .line9, .search:
            nil
        }
    }

    /// The scenario spelling.
    public var description: String { rawValue }

    /// The keys of a scenario step's space-separated `keys`.
    ///
    /// - Throws: `NavigationKeyError` naming the first word that is not a key.
    package static func sequence(_ keys: String) throws(NavigationKeyError) -> [NavigationKey] {
        try keys.split(whereSeparator: \.isWhitespace).map { word throws(NavigationKeyError) in
            guard let key = NavigationKey(spelling: String(word)) else {
                throw NavigationKeyError(word: String(word))
            }
            return key
        }
    }
}
