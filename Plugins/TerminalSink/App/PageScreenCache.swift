import FolioPluginAPI

/// Pages rendered ahead: the current page's neighbours are drawn before the reader asks for
/// them, and only the most recent few are kept, however long the issue.
struct PageScreenCache {
    /// How many rendered pages are kept.
    static let capacity = 16
    private var screens: [Position: Screen] = [:]
    private var order: [Position] = []

    /// The rendered page at `position`, if kept.
    mutating func screen(at position: Position) -> Screen? {
        guard let screen = screens[position] else { return nil }
        order.removeAll { $0 == position }
        order.append(position)
        return screen
    }

    /// Keeps a rendered page, dropping the least recently used one when full.
    mutating func store(_ screen: Screen, at position: Position) {
        if screens.updateValue(screen, forKey: position) == nil {
            order.append(position)
        }
        if order.count > Self.capacity { screens[order.removeFirst()] = nil }
    }

    /// Forgets every page (the page size changed).
    mutating func removeAll() {
        screens = [:]
        order = []
    }

    /// How many pages are kept.
    var count: Int { screens.count }
}
