extension NavigationMap {
    /// Where each arrow leads from the resting state at one page, and what each edge pull
    /// reveals there. Every key is encoded, `null` where there is nothing.
    public struct PageLinks: Sendable, Hashable, Decodable {
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

        /// The links of a page as `navigator` decides them.
        init(at position: Position, navigator: Navigator) {
            let resting = NavigationState(at: position)
            var neighbours: [Direction: Position] = [:]
            var reveals: [Direction: Position] = [:]
            for direction in Direction.allCases {
                switch navigator.outcome(of: direction, in: resting) {
                case .move(let destination):
                    neighbours[direction] = destination
                case .reveal:
                    if let article = navigator.neighbour(of: position.article, step: direction.step) {
                        reveals[direction] = Position(article, 0)
                    }
                case .highlight, .pan, .nothing:
                    break
                }
            }
            self.init(at: position, neighbours: neighbours, reveals: reveals)
        }

        /// The links' keys, for their writer and their decoder alike.
        package enum CodingKeys: String, CodingKey {
            case at, neighbours, reveals
        }

        /// The directions each object spells, every one of them (`null` where there is
        /// nothing that way), in the order JSON lists keys.
        package static let neighbourDirections = Direction.allCases.sorted { $0.rawValue < $1.rawValue }
        package static let revealDirections = neighbourDirections.filter { $0 == .up || $0 == .down }

        /// Decodes links; a missing or null direction means there is nothing that way.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            at = try container.decode(Position.self, forKey: .at)
            neighbours = try Self.decodeDirections(container.decode([String: Position?].self, forKey: .neighbours))
            reveals = try Self.decodeDirections(container.decode([String: Position?].self, forKey: .reveals))
        }

        private static func decodeDirections(_ spelled: [String: Position?]) throws -> [Direction: Position] {
            var links: [Direction: Position] = [:]
            for (name, position) in spelled {
                guard let direction = Direction(rawValue: name) else {
                    throw DecodingError.dataCorrupted(
                        .init(
                            codingPath: [], debugDescription: "'\(name)' is not a direction (up, down, left, right)"))
                }
                links[direction] = position
            }
            return links
        }
    }
}
