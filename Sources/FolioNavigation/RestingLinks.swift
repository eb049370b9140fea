/// Where each arrow leads from the resting state at one page (no overlay, no zoom, nothing
/// revealed, nothing remembered) and what a pull past the column's end reveals there, as
/// `Navigator` decides them: the one place the navigation map's links are made, for its full
/// form (`NavigationMap.PageLinks`) and its compact form (`CompactNavigationMap`) alike. Plain
/// stored values, so that a 10,000-article issue's 200,000 pages cost no allocation each.
struct RestingLinks {
    var up: Position?
    var down: Position?
    var left: Position?
    var right: Position?
    var revealsUp: Position?
    var revealsDown: Position?

    /// The links of the page at `position` as `navigator` decides them.
    init(at position: Position, navigator: Navigator) {
        let resting = NavigationState(at: position)
        for direction in Direction.allCases {
            switch navigator.outcome(of: direction, in: resting) {
            case .move(let destination):
                self[neighbour: direction] = destination
            case .reveal:
                if let article = navigator.neighbour(of: position.article, step: direction.step) {
                    if direction == .up { revealsUp = Position(article, 0) } else { revealsDown = Position(article, 0) }
                }
            case .highlight, .pan, .nothing:
                break
            }
        }
    }

    /// The page the arrow `direction` leads to, if any.
    subscript(neighbour direction: Direction) -> Position? {
        get {
            switch direction {
            case .up: up
            case .down: down
            case .left: left
            case .right: right
            }
        }
        set {
            switch direction {
            case .up: up = newValue
            case .down: down = newValue
            case .left: left = newValue
            case .right: right = newValue
            }
        }
    }

    /// What a pull past the edge in `direction` reveals (`up` or `down`), if anything.
    func reveals(_ direction: Direction) -> Position? {
        direction == .up ? revealsUp : direction == .down ? revealsDown : nil
    }
}
