import Testing

@testable import FolioNavigation

/// Rules the shared scenarios leave out, and the events `press` emits.
@Suite struct NavigationRulesTests {
    private func navigator(_ pages: [Int], zoomable: Set<Position> = [], _ policy: NavigationPolicy = .init()) throws
        -> Navigator
    {
        Navigator(shape: try IssueShape(pageCounts: pages, zoomable: zoomable), policy: policy)
    }

    private func after(_ keys: String, _ navigator: Navigator, from state: NavigationState? = nil) throws
        -> NavigationState
    {
        try NavigationKey.sequence(keys).reduce(state ?? navigator.initialState()) { navigator.press($1, in: $0).state }
    }

    @Test func aMoveEmitsPageChangedThenSnapped() throws {
        let rules = try navigator([2, 1])
        let (state, events) = rules.press(.down, in: rules.initialState())
        #expect(state.at == Position(0, 1))
        #expect(events == [.pageChanged(from: Position(0, 0), to: Position(0, 1)), .snapped(Position(0, 1))])
    }

    @Test func zoomingEmitsZoomChangedAndKeysThatDoNothingEmitNothing() throws {
        let rules = try navigator([1], zoomable: [Position(0, 0)])
        let zoomed = rules.press(.zoomIn, in: rules.initialState())
        #expect(zoomed.events == [.zoomChanged(2)])
        #expect(rules.press(.down, in: zoomed.state).events == [])
        #expect(rules.press(.escape, in: zoomed.state).events == [.zoomChanged(1)])
        #expect(rules.press(.enter, in: rules.initialState()).events == [])
    }

    @Test func peekEventsFollowTheRevealedTitle() throws {
        let rules = try navigator([1, 1, 1])
        let middle = try after("right", rules)
        let revealed = rules.press(.down, in: middle)
        #expect(revealed.events == [.peekShown(.next)])
        // Each pull bounces the column again, so it is shown again though it never hid.
        #expect(rules.press(.down, in: revealed.state).events == [.peekShown(.next)])
        #expect(rules.press(.up, in: revealed.state).events == [.peekHidden, .peekShown(.previous)])
        #expect(rules.press(.zoomOut, in: revealed.state).events == [.peekHidden])
        let moved = rules.press(.right, in: revealed.state)
        #expect(
            moved.events == [
                .peekHidden, .pageChanged(from: Position(1, 0), to: Position(2, 0)), .snapped(Position(2, 0)),
            ])
    }

    @Test func overlayEventsAndEnterOnTheCurrentArticleGoesToItsFirstPage() throws {
        let rules = try navigator([3, 1])
        let open = rules.press(.overlay, in: try after("down down", rules))
        #expect(open.events == [.overlayOpened])
        #expect(open.state.highlight == 0)
        let entered = rules.press(.enter, in: open.state)
        #expect(entered.state.at == Position(0, 0))
        #expect(entered.state.highlight == nil)
        #expect(
            entered.events == [
                .overlayClosed, .pageChanged(from: Position(0, 2), to: Position(0, 0)), .snapped(Position(0, 0)),
            ])
        #expect(rules.press(.escape, in: open.state).events == [.overlayClosed])
        #expect(rules.press(.zoomIn, in: open.state).state == open.state)
    }

    @Test func remembersPagesOnlyForHorizontalLandings() throws {
        let rules = try navigator(
            [3, 3], NavigationPolicy(horizontal: .anyPage, edgePull: .advance, rememberPage: true))
        let left = try after("down down right down", rules)
        #expect(left.at == Position(1, 1))
        #expect(rules.press(.left, in: left).state.at == Position(0, 2))
        // The overlay's enter and an advancing pull land on page 0 whatever is remembered.
        #expect(try after("o left enter", rules, from: left).at == Position(0, 0))
        let back = try after("left right down", rules, from: left)
        #expect(back.at == Position(1, 2))
        #expect(try after("up up up up", rules, from: back).at == Position(0, 0))
    }

    @Test func withFirstPageARememberedPageCanStillBeReachedThroughAnAdvancingPull() throws {
        // docs/navigation.md says remember-page "only matters with any-page"; with first-page an
        // article can still be left mid-column by an advancing pull or the overlay, and the
        // rule ("the page you left it on") then applies as written.
        let rules = try navigator([2, 2], NavigationPolicy(edgePull: .advance, rememberPage: true))
        let state = try after("down down down left", rules)
        #expect(state.at == Position(0, 1))
        #expect(rules.moves(in: state) == [.up])
    }

    @Test func withAdvanceTheSecondPullIsAMove() throws {
        let rules = try navigator([2, 2], NavigationPolicy(edgePull: .advance))
        let pulled = try after("down down", rules)
        #expect(pulled.peek == .next)
        #expect(rules.moves(in: pulled) == [.up, .down])
        #expect(rules.outcome(of: .down, in: pulled) == .move(to: Position(1, 0)))
        #expect(rules.moves(in: try after("down", rules)) == [.up])
    }

    @Test func wrapWithTwoArticlesRevealsTheSameArticleBothWays() throws {
        let rules = try navigator([1, 1], NavigationPolicy(edgePull: .advance, wrap: true))
        #expect(try after("up up", rules).at == Position(1, 0))
        #expect(try after("down down", rules).at == Position(1, 0))
        #expect(try after("down up", rules).peek == .previous)
    }

    @Test func zoomStaysWithinOneAndMaxZoom() throws {
        let rules = try navigator([1], zoomable: [Position(0, 0)], NavigationPolicy(maxZoom: 3, zoomStep: 4))
        #expect(try after("+", rules).zoom == 3)
        #expect(try after("+ -", rules).zoom == 1)
        let flat = try navigator([1], zoomable: [Position(0, 0)], NavigationPolicy(maxZoom: 1))
        #expect(try after("+", flat).zoom == 1)
        #expect(flat.moves(in: try after("+", flat)) == [])
    }

    @Test func aDeepLinkOutsideTheIssueFallsBackToThePolicyStart() throws {
        let rules = try navigator([2, 2], NavigationPolicy(start: .last))
        #expect(rules.initialState(start: Position(1, 1)).at == Position(1, 1))
        #expect(rules.initialState(start: Position(5, 0)).at == Position(1, 0))
        #expect(rules.initialState(start: Position(0, -1)).at == Position(1, 0))
    }

    @Test func shapesThatCannotBeNavigatedAreRefused() {
        #expect(throws: IssueShapeError.noArticles) { try IssueShape(pageCounts: []) }
        #expect(throws: IssueShapeError.articleWithoutPages(article: 1, count: 0)) {
            try IssueShape(pageCounts: [1, 0])
        }
        #expect(throws: IssueShapeError.zoomablePageOutside(Position(0, 1))) {
            try IssueShape(pageCounts: [1], zoomable: [Position(0, 1)])
        }
    }
}
