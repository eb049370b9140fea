import Testing

@testable import FolioNavigation

/// The cover's keys (`Navigator.pressOnCover`, docs/navigation.md "The cover's lines"): every
/// issue of a cover and up to three articles of up to three pages, with one to three cover
/// lines, under every policy (opening on the cover), explored through every key (the shared ones
/// and the cover's).
@Suite struct CoverRulesTests {
    /// Shapes with a cover (one page) and one to three articles of one to three pages.
    static let shapes: [[Int]] = (1...3).flatMap { articles in
        (0..<Int(pow3(articles))).map { code in
            [1] + (0..<articles).map { article in code / pow3(article) % 3 + 1 }
        }
    }

    private static func pow3(_ exponent: Int) -> Int { (0..<exponent).reduce(1) { value, _ in value * 3 } }

    @Test func tabEnterAndDigitsOnTheSamplesCover() throws {
        let rules = Navigator(shape: try IssueShape(pageCounts: [1, 3, 1, 2], coverLines: [1, 2, 3]))
        var state = rules.initialState()
        state = rules.press(.tab, in: state).state
        #expect(state.highlight == 1 && rules.highlightedCoverLine(in: state) == 0)
        state = rules.press(.down, in: state).state
        #expect(state.highlight == 2 && !state.overlay)
        state = rules.press(.enter, in: state).state
        #expect(state.at == Position(2, 0) && state.highlight == nil)
        #expect(rules.press(.line3, in: rules.initialState()).state.at == Position(3, 0))
        #expect(rules.press(.line4, in: rules.initialState()).state == rules.initialState())
    }

    /// With no line highlighted, `down` on the cover is the column's pull (a swipe, the wheel,
    /// Space and PageDown press it): it reveals the first article and with `advance` goes
    /// there, never stopping on the lines first. Tab starts the highlight; `down` then walks the
    /// lines, and on the last one pulls, the highlight kept.
    @Test func downWithNoHighlightIsTheColumnsPull() throws {
        let shape = try IssueShape(pageCounts: [1, 3, 1, 2], coverLines: [1, 2, 3])
        let rules = Navigator(shape: shape, policy: NavigationPolicy(edgePull: .advance))
        let cover = rules.initialState()
        let pulled = rules.press(.down, in: cover).state
        #expect(pulled.at == Position(0, 0) && pulled.peek == .next && pulled.highlight == nil)
        #expect(rules.press(.down, in: pulled).state.at == Position(1, 0))
        var state = rules.press(.tab, in: cover).state
        for line in [2, 3] {
            state = rules.press(.down, in: state).state
            #expect(state.highlight == line && state.peek == nil)
        }
        state = rules.press(.down, in: state).state
        #expect(state.at == Position(0, 0) && state.peek == .next && state.highlight == 3)
        state = rules.press(.up, in: state).state
        #expect(state.highlight == 2 && state.peek == nil)
        #expect(rules.press(.down, in: rules.press(.down, in: state).state).state.at == Position(0, 0))
    }

    @Test func coverLinesMustOpenArticlesAfterTheCover() {
        #expect(throws: IssueShapeError.coverLineOutside(article: 0)) {
            try IssueShape(pageCounts: [1, 1], coverLines: [0])
        }
        #expect(throws: IssueShapeError.coverLineOutside(article: 2)) {
            try IssueShape(pageCounts: [1, 1], coverLines: [2])
        }
        #expect(throws: IssueShapeError.coverPages(count: 2)) {
            try IssueShape(pageCounts: [2, 1], coverLines: [1])
        }
    }

    @Test func theCoversKeysKeepTheirPromises() throws {
        var transitions = 0
        var violations: [String] = []
        for pages in Self.shapes {
            for lines in 1...min(3, pages.count - 1) {
                let shape = try IssueShape(pageCounts: pages, coverLines: Array(1...lines))
                // `start: last` only opens on the last article, from which the cover is reached as from `first`.
                for policy in NavigationInvariantTests.policies where policy.start == .first {
                    let rules = Navigator(shape: shape, policy: policy)
                    let bare = Navigator(shape: try IssueShape(pageCounts: pages), policy: policy)
                    var seen: Set<NavigationState> = []
                    var queue = [rules.initialState()]
                    while let state = queue.popLast() {
                        guard seen.insert(state).inserted else { continue }
                        if let violation = Self.violation(in: state, rules) { violations.append(violation) }
                        for key in NavigationKey.allCases {
                            let after = rules.press(key, in: state).state
                            transitions += 1
                            if let violation = Self.violation(key, from: state, to: after, rules, bare) {
                                violations.append("\(pages) \(policy) \(state) \(key): \(violation)")
                            }
                            queue.append(after)
                        }
                    }
                }
            }
        }
        print(
            "cover rules: \(Self.shapes.count) shapes, \(transitions) transitions checked, \(violations.count) violations"
        )
        #expect(violations.isEmpty, "\(violations.prefix(5).joined(separator: "\n"))")
    }

    /// A highlight is the overlay's, or a cover line's on the cover as itself.
    private static func violation(in state: NavigationState, _ rules: Navigator) -> String? {
        guard let highlight = state.highlight, !state.overlay else { return nil }
        if rules.isOnCover(state), rules.shape.coverLines.contains(highlight) { return nil }
        return "\(state): a highlight off the cover with the contents closed"
    }

    /// What a key may do: the cover's keys change nothing off the cover (but hide a peek); on
    /// the cover, a key either moves the highlight and nothing else, or goes to page 0 of a
    /// line's article, or does what it does without cover lines (the highlight aside).
    private static func violation(
        _ key: NavigationKey, from state: NavigationState, to after: NavigationState, _ rules: Navigator,
        _ bare: Navigator
    ) -> String? {
        var unlit = state
        unlit.highlight = state.overlay ? state.highlight : nil
        var expected = bare.press(key, in: unlit).state
        if !rules.isOnCover(state) {
            return after == expected ? nil : "off the cover it does not do what it does without lines"
        }
        if state.highlight == nil, key == .down || key == .up {
            return after == expected ? nil : "with no line highlighted it is not the column's \(key)"
        }
        if after.at != state.at {
            let opened = rules.shape.coverLines.contains(after.at.article) && after.at.page == 0
            let coverMove = key == .enter || key.coverLine != nil
            return (coverMove && opened) || after == expected ? nil : "a move the rules do not make"
        }
        if after.overlay || after.isZoomed { return after == expected ? nil : "the contents or zoom differ" }
        // Still on the cover: what changed beside the highlight is what the key does without lines.
        expected.highlight = after.highlight
        var moved = after
        moved.peek = expected.peek
        return moved == expected && (after.peek == nil || after.peek == expected.peek) ? nil : "more than the highlight"
    }
}
