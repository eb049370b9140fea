import FolioNavigation
import Testing

/// The compact form decides nothing: for every policy and many shapes, expanding it gives the
/// rules engine's map back exactly, and a compact map that does not fit together is refused.
@Suite struct CompactNavigationMapTests {
    static let shapes: [(counts: [Int], zoomable: [Int: [Int]])] = [
        ([1], [:]), ([1, 1], [0: [0]]), ([5], [0: [1, 3]]), ([3, 1, 4, 1, 5], [2: [0, 3], 4: [4]]),
        ([2, 2, 2, 2, 2, 2, 2], [3: [1]]), ([9, 1, 9], [:]),
    ]

    static var policies: [NavigationPolicy] {
        var all: [NavigationPolicy] = []
        for horizontal in NavigationPolicy.Horizontal.allCases {
            for edgePull in NavigationPolicy.EdgePull.allCases {
                for wrap in [false, true] {
                    for rememberPage in [false, true] {
                        all.append(
                            NavigationPolicy(
                                horizontal: horizontal, edgePull: edgePull, wrap: wrap, rememberPage: rememberPage))
                    }
                }
            }
        }
        return all
    }

    @Test func expandsToTheRulesEnginesMapForEveryPolicyAndShape() throws {
        for policy in Self.policies {
            for shape in Self.shapes {
                let titles = shape.counts.indices.map { "Article \($0)" }
                let map = try NavigationMap(
                    pageCounts: shape.counts, zoomablePages: shape.zoomable, titles: titles, policy: policy)
                let compact = CompactNavigationMap(map)
                #expect(try compact.expanded(titles: titles) == map, "\(policy) \(shape.counts)")
                #expect(compact.strip.count == shape.counts.count)
                #expect(Set(compact.columns).count == compact.columns.count, "each column once")
                let shapeValue = try IssueShape(pageCounts: shape.counts, zoomablePages: shape.zoomable)
                #expect(
                    CompactNavigationMap(shape: shapeValue, policy: policy) == compact,
                    "made straight from the rules engine, the same map")
                #expect(compact.strip.map { compact.columns[$0].pages } == shape.counts)
            }
        }
    }

    @Test func refusesAMapThatDoesNotFitTogether() throws {
        let map = try NavigationMap(pageCounts: [2, 1], titles: ["a", "b"], policy: NavigationPolicy())
        var compact = CompactNavigationMap(map)
        #expect(throws: NavigationMapError.titleCount(articles: 2, titles: 1)) {
            try compact.expanded(titles: ["a"])
        }
        compact.strip[1] = 7
        #expect(throws: NavigationMapError.self) { try compact.expanded(titles: ["a", "b"]) }
        compact = CompactNavigationMap(map)
        compact.columns[0].runs[0].pattern = 99
        #expect(throws: NavigationMapError.self) { try compact.expanded(titles: ["a", "b"]) }
        compact = CompactNavigationMap(map)
        compact.links[0].neighbours[.right] = CompactNavigationMap.Target(articles: 5, page: 0)
        #expect(throws: NavigationMapError.self) { try compact.expanded(titles: ["a", "b"]) }
    }
}
