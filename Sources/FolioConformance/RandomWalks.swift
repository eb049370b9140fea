import FolioNavigation

/// Seeded random key walks through one synthetic issue, as scenarios of the shared format whose
/// every step is one key and expects every field: the state the rules engine (`Navigator`)
/// reaches. A sink that plays them and matches every step agrees with the core on key
/// sequences no one wrote by hand: the contents opened, stepped through, picked from and left;
/// photos zoomed in and out; moves in every direction, at edges and from deep links.
///
/// A seed names the issue (its shape: three to five articles of one to four pages, some of
/// them photo pages) and the walks, the same on every machine, so a failure is replayed with
/// its seed; the walks of one seed share the issue, so a sink can lay it out once and reset
/// between walks by opening it again at the walk's start. `folio conformance --walks` plays
/// them or writes them as scenario files (docs/navigation.md).
package struct RandomWalks: Sendable, Hashable {
    /// The seed the issue and the walks are drawn from.
    package var seed: UInt64
    /// How many walks.
    package var count: Int
    /// Keys per walk.
    package var length: Int

    /// The walks of `seed`: `count` of them, `length` keys each.
    package init(seed: UInt64, count: Int, length: Int = RandomWalks.defaultLength) {
        self.seed = seed
        self.count = count
        self.length = length
    }

    /// Keys per walk unless told: long enough to open the contents, pick and go on.
    package static let defaultLength = 16

    /// How often each key is drawn: the arrows most, then the contents and zoom keys.
    static let keyWeights: [(NavigationKey, weight: Int)] = [
        (.right, 4), (.left, 3), (.down, 4), (.up, 3), (.overlay, 3), (.enter, 3),
        (.escape, 2), (.zoomIn, 3), (.zoomOut, 2), (.resetZoom, 1),
    ]

    /// The issue every walk of the seed goes through.
    package var shape: IssueShape {
        var random = SeededGenerator(seed: seed)
        return Self.drawShape(&random)
    }

    /// The walks, each a scenario named `random walk N of COUNT (seed S)`.
    package var scenarios: [Scenario] {
        var random = SeededGenerator(seed: seed)
        let shape = Self.drawShape(&random)
        let navigator = Navigator(shape: shape)
        return (0..<count).map { index in
            walk(index, navigator: navigator, random: &random)
        }
    }

    private func walk(_ index: Int, navigator: Navigator, random: inout SeededGenerator) -> Scenario {
        let shape = navigator.shape
        var start: Position?
        if random.below(2) == 0 {
            let article = random.below(shape.articleCount)
            start = Position(article, random.below(shape.pageCounts[article]))
        }
        var state = navigator.initialState(start: start)
        let initial = Self.expectation(state, navigator)
        let steps = (0..<length).map { _ in
            let key = random.pick(Self.keyWeights)
            state = navigator.press(key, in: state).state
            return ScenarioStep(keys: key.description, expect: Self.expectation(state, navigator))
        }
        return Scenario(
            name: "random walk \(index + 1) of \(count) (seed \(seed))", rule: "random walk", shape: shape.pageCounts,
            zoomable: Self.zoomablePages(shape), start: start, initial: initial, steps: steps)
    }

    /// Every field of the state the rules reach.
    private static func expectation(_ state: NavigationState, _ navigator: Navigator) -> Expectation {
        Expectation(ObservedState(state, moves: navigator.moves(in: state)))
    }

    /// Three to five articles of one to four pages; about one page in four a photo, and at
    /// least one photo in the issue so that zoom is always walked.
    private static func drawShape(_ random: inout SeededGenerator) -> IssueShape {
        let counts = (0..<(3 + random.below(3))).map { _ in 1 + random.below(4) }
        var zoomable: Set<Position> = []
        for (article, pages) in counts.enumerated() {
            for page in 0..<pages where random.below(4) == 0 { zoomable.insert(Position(article, page)) }
        }
        if zoomable.isEmpty {
            let article = random.below(counts.count)
            zoomable.insert(Position(article, random.below(counts[article])))
        }
        guard let shape = try? IssueShape(pageCounts: counts, zoomable: zoomable) else {
            preconditionFailure("positive page counts with photos on pages that exist make a valid shape")
        }
        return shape
    }

    private static func zoomablePages(_ shape: IssueShape) -> [Int: [Int]]? {
        var pages: [Int: [Int]] = [:]
        for article in 0..<shape.articleCount where !shape.zoomablePages(of: article).isEmpty {
            pages[article] = shape.zoomablePages(of: article)
        }
        return pages.isEmpty ? nil : pages
    }
}
