extension CompactNavigationMap {
    /// The compact map of an issue of `shape` under `policy`, straight from the rules engine:
    /// each page's links are `Navigator`'s (`RestingLinks`), as for `NavigationMap`, but no
    /// page's links are kept once its pattern is known, so a long issue's map is made without
    /// one allocation per page. `CompactNavigationMap(NavigationMap(shape:…))` gives the same map.
    public init(shape: IssueShape, policy: NavigationPolicy) {
        let navigator = Navigator(shape: shape, policy: policy)
        var patterns: [SIMD16<Int32>: Int] = [:]
        var columnIndex: [Column: Int] = [:]
        var links: [Pattern] = []
        var columns: [Column] = []
        var strip: [Int] = []
        strip.reserveCapacity(shape.articleCount)
        for article in 0..<shape.articleCount {
            var runs: [Run] = []
            for page in 0..<shape.pageCounts[article] {
                let at = Position(article, page)
                let resting = RestingLinks(at: at, navigator: navigator)
                let key = Self.key(resting, from: at)
                let index: Int
                if let known = patterns[key] {
                    index = known
                } else {
                    index = links.count
                    patterns[key] = index
                    links.append(Pattern(resting, from: at))
                }
                if let last = runs.last, last.pattern == index {
                    runs[runs.count - 1].count += 1
                } else {
                    runs.append(Run(count: 1, pattern: index))
                }
            }
            let column = Column(runs: runs, zoomable: shape.zoomablePages(of: article))
            if let known = columnIndex[column] {
                strip.append(known)
            } else {
                columnIndex[column] = columns.count
                strip.append(columns.count)
                columns.append(column)
            }
        }
        self.init(policy: policy, links: links, columns: columns, strip: strip)
    }

    /// Six relative targets (the four arrows, the two reveals) as one hashable value: a pair of
    /// lanes each, `[1, 0]` lanes for none.
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
