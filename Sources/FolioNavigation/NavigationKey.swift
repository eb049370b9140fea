/// One of the keys of docs/navigation.md; every gesture and alias a sink offers maps onto one.
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

    /// The key spelled as in a scenario's `keys` (`right`, `+`, `o`, `escape`, ...).
    public init?(spelling: String) {
        self.init(rawValue: spelling)
    }

    /// The key a sink's alias stands for: `h` left, `j` down, `k` up, `l` right, `space` down;
    /// a scenario spelling maps to itself. `q` and other keys are not navigation keys.
    public init?(alias: String) {
        switch alias {
        case "h": self = .left
        case "j", "space", " ": self = .down
        case "k": self = .up
        case "l": self = .right
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
        case .zoomIn, .zoomOut, .resetZoom, .overlay, .enter, .escape: nil
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
