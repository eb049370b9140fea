/// The compact map's wire spelling, shared by its writer (`FolioPipeline`) and its decoder:
/// `{"columns": [{"runs": [count, pattern, …], "zoomable": […]}, …], "links": [{"neighbours":
/// {"down": [articles, page] | null, …}, "reveals": {"down": …, "up": …}}, …], "policy": {…},
/// "strip": [column, …]}`.
extension CompactNavigationMap: Decodable {
    /// The map's keys.
    package enum CodingKeys: String, CodingKey {
        case columns, links, policy, strip
    }

    /// A pattern's keys.
    package enum PatternKeys: String, CodingKey {
        case neighbours, reveals
    }

    /// A column's keys.
    package enum ColumnKeys: String, CodingKey {
        case runs, zoomable
    }

    /// The directions a pattern's `neighbours` spells, every one (`null` where there is nothing
    /// that way), in the order JSON lists keys.
    package static let neighbourDirections = Direction.allCases.sorted()
    /// The directions a pattern's `reveals` spells.
    package static let revealDirections = neighbourDirections.filter { !$0.isHorizontal }

    /// Decodes a compact map; its parts are checked against each other by `expanded(titles:)`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var links: [Pattern] = []
        var patterns = try container.nestedUnkeyedContainer(forKey: .links)
        while !patterns.isAtEnd {
            let pattern = try patterns.nestedContainer(keyedBy: PatternKeys.self)
            links.append(
                Pattern(
                    neighbours: try Self.targets(pattern.decode([String: [Int]?].self, forKey: .neighbours)),
                    reveals: try Self.targets(pattern.decode([String: [Int]?].self, forKey: .reveals))))
        }
        var columns: [Column] = []
        var spelled = try container.nestedUnkeyedContainer(forKey: .columns)
        while !spelled.isAtEnd {
            let column = try spelled.nestedContainer(keyedBy: ColumnKeys.self)
            let flat = try column.decode([Int].self, forKey: .runs)
            guard flat.count.isMultiple(of: 2) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .runs, in: column, debugDescription: "runs are pairs of [count, pattern]")
            }
            let runs = stride(from: 0, to: flat.count, by: 2).map { Run(count: flat[$0], pattern: flat[$0 + 1]) }
            columns.append(Column(runs: runs, zoomable: try column.decode([Int].self, forKey: .zoomable)))
        }
        self.init(
            policy: try container.decode(NavigationPolicy.self, forKey: .policy), links: links, columns: columns,
            strip: try container.decode([Int].self, forKey: .strip))
    }

    private static func targets(_ spelled: [String: [Int]?]) throws -> [Direction: Target] {
        var targets: [Direction: Target] = [:]
        for (name, target) in spelled {
            guard let direction = Direction(rawValue: name) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: "'\(name)' is not a direction (up, down, left, right)"))
            }
            guard let target else { continue }
            guard target.count == 2 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: "a link's target is [articles, page], not \(target)"))
            }
            targets[direction] = Target(articles: target[0], page: target[1])
        }
        return targets
    }
}
