extension CompactNavigationMap {
    /// The compact map of an issue of `shape` under `policy`, straight from the rules engine:
    /// each page's links are `Navigator`'s (`RestingLinks`), as for `NavigationMap`, but no
    /// page's links are kept once its pattern is known, so a long issue's map is made without
    /// one allocation per page. `CompactNavigationMap(NavigationMap(shape:…))` gives the same map.
    package init(shape: IssueShape, policy: NavigationPolicy) {
        let navigator = Navigator(shape: shape, policy: policy)
        var builder = Builder<SIMD16<Int32>>()
        for article in 0..<shape.articleCount {
            for page in 0..<shape.pageCounts[article] {
                let at = Position(article, page)
                let resting = RestingLinks(at: at, navigator: navigator)
                builder.add(Self.key(resting, from: at)) { Pattern(resting, from: at) }
            }
            builder.endColumn(zoomable: shape.zoomablePages(of: article))
        }
        self = builder.map(policy: policy)
    }

    /// Six relative targets (the four arrows, the two reveals) as one hashable value: a pair of
    /// lanes each, and in lanes 12 to 14 a bit for each target that is there, so that no target
    /// is told apart from `[0, 0]`.
    private static func key(_ links: RestingLinks, from origin: Position) -> SIMD16<Int32> {
        var key = SIMD16<Int32>()
        for slot in 0..<6 {
            let destination =
                switch slot {
                case 0: links.up
                case 1: links.down
                case 2: links.left
                case 3: links.right
                case 4: links.revealsUp
                default: links.revealsDown
                }
            if let destination {
                let target = Target(destination, from: origin)
                key[slot * 2] = Int32(truncatingIfNeeded: target.articles)
                key[slot * 2 + 1] = Int32(truncatingIfNeeded: target.page)
                key[12 + slot / 2] |= Int32(1 << (slot % 2))
            }
        }
        return key
    }
}

extension CompactNavigationMap.Pattern {
    /// The pattern of a page's resting links, relative to the page at `origin`.
    init(_ links: RestingLinks, from origin: Position) {
        var neighbours: [Direction: CompactNavigationMap.Target] = [:]
        var reveals: [Direction: CompactNavigationMap.Target] = [:]
        for direction in Direction.allCases {
            if let destination = links[neighbour: direction] {
                neighbours[direction] = CompactNavigationMap.Target(destination, from: origin)
            }
            if let destination = links.reveals(direction) {
                reveals[direction] = CompactNavigationMap.Target(destination, from: origin)
            }
        }
        self.init(neighbours: neighbours, reveals: reveals)
    }
}
