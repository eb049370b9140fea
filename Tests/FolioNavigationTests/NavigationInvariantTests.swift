import Testing

@testable import FolioNavigation

/// Every small issue, every policy, every key sequence up to six keys from the start:
/// the rules never break the promises docs/navigation.md makes about `at`, `moves`, zoom, peek
/// and the overlay.
@Suite struct NavigationInvariantTests {
    /// Keys pressed from the start state; every sequence up to this length is covered.
    static let depth = 6

    /// Shapes of 1 to 4 articles of 1 to 4 pages each.
    static let shapes: [[Int]] = (1...4).flatMap { articles in
        (0..<Int(pow4(articles))).map { code in
            (0..<articles).map { article in code / pow4(article) % 4 + 1 }
        }
    }

    private static func pow4(_ exponent: Int) -> Int { (0..<exponent).reduce(1) { value, _ in value * 4 } }

    /// Every combination of horizontal × edge-pull × wrap × remember-page × start.
    static let policies: [NavigationPolicy] = NavigationPolicy.Horizontal.allCases.flatMap { horizontal in
        NavigationPolicy.EdgePull.allCases.flatMap { edgePull in
            [false, true].flatMap { wrap in
                [false, true].flatMap { rememberPage in
                    NavigationPolicy.Start.allCases.map { start in
                        NavigationPolicy(
                            horizontal: horizontal, edgePull: edgePull, wrap: wrap, rememberPage: rememberPage,
                            start: start)
                    }
                }
            }
        }
    }

    /// Without zoomable pages, and with each article's last page zoomable (reachable within
    /// the depth from every start, and the first page of one-page articles).
    static func zoomVariants(_ pages: [Int]) -> [Set<Position>] {
        [[], Set(pages.indices.map { Position($0, pages[$0] - 1) })]
    }

    @Test func everySmallIssueKeepsTheRules() async throws {
        let totals = await withTaskGroup(of: InvariantExplorer.Figures.self) { group in
            // Two halves of the shapes, one per core.
            for half in 0..<2 {
                group.addTask {
                    var figures = InvariantExplorer.Figures()
                    for (index, pages) in Self.shapes.enumerated() where index % 2 == half {
                        for zoomable in Self.zoomVariants(pages) {
                            guard let shape = try? IssueShape(pageCounts: pages, zoomable: zoomable) else {
                                figures.violations.append("shape \(pages) refused")
                                continue
                            }
                            for policy in Self.policies where policy.start == .first {
                                let navigators = NavigationPolicy.Start.allCases.map { start in
                                    var policy = policy
                                    policy.start = start
                                    return Navigator(shape: shape, policy: policy)
                                }
                                let explorer = InvariantExplorer(navigator: navigators[0])
                                figures.add(
                                    explorer.explore(from: navigators.map { $0.initialState() }, depth: Self.depth))
                            }
                        }
                    }
                    return figures
                }
            }
            var totals = InvariantExplorer.Figures()
            for await figures in group { totals.add(figures) }
            return totals
        }
        print(
            "navigation invariants: \(totals.issues) issues, \(totals.states) states, \(totals.transitions) transitions checked, \(totals.violations.count) violations"
        )
        #expect(totals.issues == Self.shapes.count * 2 * Self.policies.count)
        let firstViolations = totals.violations.prefix(20).joined(separator: "\n")
        #expect(totals.violations.count == 0, Comment(rawValue: firstViolations))
    }

    @Test func theEnumerationIsWhatItSays() {
        #expect(Self.shapes.count == 4 + 16 + 64 + 256)
        #expect(Set(Self.shapes).count == Self.shapes.count)
        #expect(Self.policies.count == 2 * 3 * 2 * 2 * 2)
    }
}
