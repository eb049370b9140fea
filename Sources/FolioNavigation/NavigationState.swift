/// Where a reader is and what is showing: the state of docs/navigation.md, minus `moves`, which
/// `Navigator.moves(in:)` derives from it.
///
/// Only a `Navigator` changes a state, so its fields always agree with each other: the
/// highlight is set only while the overlay is open or on the cover (a cover line's article),
/// zoom is 1.0 unless the page is zoomable.
public struct NavigationState: Sendable, Hashable, CustomStringConvertible {
    /// The current page.
    public internal(set) var at: Position
    /// The current page's zoom scale; 1.0 when not zoomed.
    public internal(set) var zoom: Double
    /// Whether the contents overlay is open.
    public internal(set) var overlay: Bool
    /// The article highlighted in the overlay; with the overlay closed, on the cover, the
    /// article of the highlighted cover line (`Navigator.highlightedCoverLine(in:)`); else nil.
    public internal(set) var highlight: Int?
    /// Whose title is revealed past the edge of the column, if any.
    public internal(set) var peek: Peek?
    /// With `remember-page`, the page each other article was left on, for articles left
    /// anywhere but on page 0 (absent means page 0, which keeps equal situations equal states).
    public internal(set) var rememberedPages: [Int: Int]
    /// The words in the contents overlay's search field: `""` once `/` opened the overlay at it,
    /// nil while the field is not in use (the overlay opened by `o`, or closed).
    public internal(set) var search: String?
    /// The pages the search found for `search`, best first: one for each article that has every
    /// word (`Navigator.searched(_:found:in:)`). Empty while nothing is found.
    public internal(set) var found: [Position]
    /// The found page highlighted in the overlay, an index of `found`; nil while nothing is found.
    public internal(set) var hit: Int?

    /// The resting state at a page: not zoomed, overlay closed, nothing revealed, nothing remembered.
    public init(at: Position) {
        self.at = at
        self.zoom = 1
        self.overlay = false
        self.highlight = nil
        self.peek = nil
        self.rememberedPages = [:]
        self.search = nil
        self.found = []
        self.hit = nil
    }

    /// Whether the page is zoomed, which locks navigation.
    public var isZoomed: Bool { zoom > 1 }

    /// The page a horizontal move into `article` lands on when pages are remembered.
    public func rememberedPage(of article: Int) -> Int {
        rememberedPages[article] ?? 0
    }

    /// A one-line summary for test output and logs.
    public var description: String {
        var parts = ["at \(at)", "zoom \(zoom.shortSpelling)"]
        if let highlight { parts.append("\(overlay ? "overlay" : "cover") highlighting \(highlight)") }
        if let peek { parts.append("peek \(peek)") }
        if !rememberedPages.isEmpty {
            let pages = rememberedPages.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
            parts.append("remembered \(pages.joined(separator: ","))")
        }
        if let search {
            parts.append("search \"\(search)\" found \(found.map(\.description).joined(separator: ","))")
            if let hit { parts.append("hit \(hit)") }
        }
        return parts.joined(separator: ", ")
    }
}
