import Testing

@testable import FolioNavigation

/// A right-to-left strip is the left-to-right one seen in a mirror: the next article is to the
/// left, so `left` does there exactly what `right` does here (and the other way round), and
/// every other rule (columns, zoom, wrap, start, the contents, peeks) is unchanged.
@Suite struct RightToLeftStripTests {
    /// The key that stands where `key` stands in the mirror.
    private static func mirrored(_ key: NavigationKey) -> NavigationKey {
        switch key {
        case .left: .right
        case .right: .left
        default: key
        }
    }

    private static func mirrored(_ moves: Set<Direction>) -> Set<Direction> {
        Set(moves.map { Self.mirrored(NavigationKey($0)).direction ?? $0 })
    }

    @Test func leftGoesToTheNextArticleAndRightToThePreviousFromAFirstPageOnly() throws {
        let rules = Navigator(
            shape: try IssueShape(pageCounts: [2, 2, 1]), policy: NavigationPolicy(direction: .rightToLeft))
        var state = rules.initialState()
        #expect(rules.moves(in: state) == [.down, .left])
        state = rules.press(.right, in: state).state
        #expect(state.at == Position(0, 0), "nothing is before the first article")
        state = rules.press(.left, in: state).state
        #expect(state.at == Position(1, 0))
        #expect(rules.moves(in: state) == [.down, .left, .right])
        state = rules.press(.down, in: state).state
        #expect(rules.moves(in: state) == [.up], "not diagonally: only from an article's first page")
        state = rules.press(.left, in: rules.press(.up, in: state).state).state
        #expect(state.at == Position(2, 0))
        #expect(rules.press(.left, in: state).state.at == Position(2, 0), "nothing is after the last article")
        #expect(rules.press(.right, in: state).state.at == Position(1, 0))
    }

    @Test func theContentsHighlightFollowsTheStrip() throws {
        let rules = Navigator(
            shape: try IssueShape(pageCounts: [1, 1, 1]), policy: NavigationPolicy(direction: .rightToLeft))
        let open = rules.press(.overlay, in: rules.initialState()).state
        #expect(rules.press(.left, in: open).state.highlight == 1)
        #expect(rules.press(.down, in: open).state.highlight == 1)
        #expect(rules.press(.right, in: open).state.highlight == 0)
    }

    /// Every issue of up to three articles of up to three pages, with and without photo pages,
    /// under every policy: from every state a right-to-left reader can reach, each key gives the
    /// state and events its mirror image gives left to right, and `moves` is mirrored.
    @Test func everySmallIssueIsTheMirrorImageOfItsLeftToRightStrip() throws {
        let shapes: [[Int]] = (1...3).flatMap { articles in
            (0..<Self.pow(3, articles)).map { code in (0..<articles).map { code / Self.pow(3, $0) % 3 + 1 } }
        }
        var checked = 0
        for pages in shapes {
            for zoomable in [[], Set(pages.indices.map { Position($0, pages[$0] - 1) })] {
                let shape = try IssueShape(pageCounts: pages, zoomable: zoomable)
                for var policy in NavigationInvariantTests.policies {
                    let leftToRight = Navigator(shape: shape, policy: policy)
                    policy.direction = .rightToLeft
                    let rightToLeft = Navigator(shape: shape, policy: policy)
                    var seen: Set<NavigationState> = []
                    var queue = [leftToRight.initialState()]
                    #expect(rightToLeft.initialState() == queue[0])
                    while let state = queue.popLast() {
                        guard seen.insert(state).inserted else { continue }
                        #expect(rightToLeft.moves(in: state) == Self.mirrored(leftToRight.moves(in: state)))
                        for key in NavigationKey.shared {
                            let mirrored = rightToLeft.press(Self.mirrored(key), in: state)
                            let original = leftToRight.press(key, in: state)
                            #expect(mirrored.state == original.state, "\(pages) \(policy) \(state) \(key)")
                            #expect(mirrored.events == original.events)
                            queue.append(original.state)
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 100_000, "\(checked) transitions")
    }

    private static func pow(_ base: Int, _ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { value, _ in value * base }
    }
}
