extension NavigationMap {
    /// Where each arrow leads from the resting state at one page, and what each edge pull
    /// reveals there. Every key is encoded, `null` where there is nothing.
    public struct PageLinks: Sendable, Hashable {
        /// The page.
        public var at: Position
        /// The page each arrow leads to; nil where the arrow does not move.
        public var neighbours: [Direction: Position]
        /// The article whose page 0 a pull past the edge reveals (and, with `advance`, goes
        /// to on the second pull), for `up` and `down`; nil where nothing is revealed.
        public var reveals: [Direction: Position]

        /// Creates the links of a page.
        public init(at: Position, neighbours: [Direction: Position], reveals: [Direction: Position]) {
            self.at = at
            self.neighbours = neighbours
            self.reveals = reveals
        }

        /// The links of a page as `navigator` decides them (`RestingLinks`).
        init(at position: Position, navigator: Navigator) {
            let links = RestingLinks(at: position, navigator: navigator)
            var neighbours: [Direction: Position] = [:]
            var reveals: [Direction: Position] = [:]
            for direction in Direction.allCases {
                if let target = links[neighbour: direction] { neighbours[direction] = target }
                if let target = links.reveals(direction) { reveals[direction] = target }
            }
            self.init(at: position, neighbours: neighbours, reveals: reveals)
        }
    }
}
