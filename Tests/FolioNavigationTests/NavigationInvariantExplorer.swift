@testable import FolioNavigation

/// Explores the states reachable from an issue's start, breadth first, each state once,
/// checking every state and every key pressed in it against docs/navigation.md.
///
/// A state first reached after `d` keys is expanded once, so every key sequence up to
/// `depth` keys passes through checked states and transitions without being replayed.
struct InvariantExplorer {
    /// How much was checked, and what broke.
    struct Figures: Sendable {
        var issues = 0
        var states = 0
        var transitions = 0
        var violations: [String] = []

        mutating func add(_ other: Figures) {
            issues += other.issues
            states += other.states
            transitions += other.transitions
            if violations.count < 100 { violations += other.violations.prefix(100 - violations.count) }
        }
    }

    let navigator: Navigator
    private var shape: IssueShape { navigator.shape }
    private var policy: NavigationPolicy { navigator.policy }

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    /// Explores from `starts` (the start states of policies that differ only in `start`,
    /// which decides nothing but the first state) in one search, so that states reachable
    /// from both are checked once; `issues` counts each start.
    func explore(from starts: [NavigationState], depth: Int) -> Figures {
        var figures = Figures(issues: starts.count)
        var visited = Set(starts)
        var frontier = Array(visited)
        for level in 0...depth {
            var next: [NavigationState] = []
            for state in frontier {
                let moves = navigator.moves(in: state)
                figures.states += 1
                check(state, moves: moves, into: &figures.violations)
                guard level < depth else { continue }
                // The shared rules' keys: these issues have no cover (CoverRulesTests has the rest).
                for key in NavigationKey.shared {
                    let (after, events) = navigator.press(key, in: state)
                    figures.transitions += 1
                    check(key, from: state, moves: moves, to: after, events: events, into: &figures.violations)
                    if visited.insert(after).inserted { next.append(after) }
                }
            }
            frontier = next
        }
        return figures
    }

    // MARK: - A state on its own

    private func check(_ state: NavigationState, moves: Set<Direction>, into violations: inout [String]) {
        func fail(_ message: String) { violations.append("\(context): \(state): \(message)") }
        if !shape.contains(state.at) { fail("at is not a page") }
        if !(1...max(1, policy.maxZoom)).contains(state.zoom) { fail("zoom outside [1, max-zoom]") }
        if state.isZoomed, !shape.isZoomable(state.at) { fail("zoomed on a page that is not zoomable") }
        if state.overlay != (state.highlight != nil) {
            fail("highlight without the overlay or the overlay without a highlight")
        }
        if let highlight = state.highlight, !(0..<shape.articleCount).contains(highlight) {
            fail("highlight is not an article")
        }
        if state.overlay || state.isZoomed, !moves.isEmpty {
            fail("moves \(moves) while the overlay is open or zoomed")
        }
        if state.overlay, state.isZoomed { fail("zoomed with the overlay open") }
        if let peek = state.peek {
            if policy.edgePull == .off { fail("peek with edge-pull off") }
            if state.overlay || state.isZoomed { fail("peek with the overlay open or zoomed") }
            let atEdge = peek == .next ? state.at.page == shape.pageCounts[state.at.article] - 1 : state.at.page == 0
            if !atEdge { fail("peek \(peek) away from that end of the column") }
            if neighbour(of: state.at.article, peek == .next ? 1 : -1) == nil {
                fail("peek \(peek) with nothing to reveal")
            }
        }
        if !policy.rememberPage, !state.rememberedPages.isEmpty { fail("remembers pages without remember-page") }
        for (article, page) in state.rememberedPages
        where !shape.contains(Position(article, page)) || page == 0 || article == state.at.article {
            fail("remembers page \(page) of article \(article)")
        }
    }

    // MARK: - One key

    private func check(
        _ key: NavigationKey, from before: NavigationState, moves: Set<Direction>,
        to after: NavigationState, events: [NavigationEvent], into violations: inout [String]
    ) {
        func fail(_ message: String) { violations.append("\(context): \(before) + \(key) -> \(after): \(message)") }
        let moved = after.at != before.at
        let ruleThree = !before.overlay && !before.isZoomed

        // `moves` is exactly the arrows that change `at`: never one that does nothing, never
        // missing one that moves.
        if let direction = key.direction, moves.contains(direction) != moved {
            fail("moves \(moves.sorted()) disagrees with what \(key) does")
        }
        // The destination is the one the rules text names (an oracle written from
        // docs/navigation.md, independent of the engine's code).
        if after.at != (expectedDestination(key, from: before) ?? before.at) {
            fail("expected \(expectedDestination(key, from: before) ?? before.at)")
        }
        if moved {
            checkNoDiagonal(key, from: before, to: after, fail: fail)
            if after.zoom != 1 || after.peek != nil || after.overlay {
                fail("a move left zoom, peek or the overlay behind")
            }
            if !events.contains(.pageChanged(from: before.at, to: after.at))
                || events.last(where: { if case .snapped = $0 { true } else { false } }) != .snapped(after.at)
            {
                fail("a move without pageChanged and snapped: \(events)")
            }
        } else if events.contains(where: { if case .pageChanged = $0 { true } else { false } }) {
            fail("pageChanged without a move")
        }
        if (after.zoom != before.zoom) != events.contains(.zoomChanged(after.zoom)) {
            fail("zoomChanged does not match: \(events)")
        }
        if after.overlay != before.overlay, !events.contains(after.overlay ? .overlayOpened : .overlayClosed) {
            fail("no overlay event")
        }
        if after.zoom > before.zoom, key != .zoomIn { fail("zoom grew without +") }
        if key == .zoomIn, ruleThree, !shape.isZoomable(before.at), after.zoom != 1 {
            fail("+ zoomed a page that is not zoomable")
        }
        if before.isZoomed, !before.overlay, moved || after.overlay != before.overlay {
            fail("navigation while zoomed")
        }
        // Rule 3 clears `peek` first; only a pull (up/down) sets it again.
        if ruleThree, let peek = after.peek, Peek(pulling: key.direction ?? .left) != peek {
            fail("peek \(peek) after \(key)")
        }
        if ruleThree, key.direction == nil || key.direction?.isHorizontal == true, after.peek != nil {
            fail("peek survived \(key)")
        }
    }

    /// The no-diagonal rule as docs/navigation.md implies it. An arrow changes either the article
    /// or the page within the article, never moves along both:
    /// - `left`/`right` change only the article: to the neighbouring one (around the strip with
    ///   `wrap`), landing on its entry page, page 0 or with `remember-page` the page it was
    ///   left on. The page index may differ from the one left (any-page from page 2 lands on
    ///   page 0), but that is a landing, not a vertical step.
    /// - `up`/`down` change only the page, by exactly one, in the same article; the one
    ///   exception is the `advance` pull, which from the end of the column, with that end's
    ///   title already revealed, lands on page 0 of the neighbouring article.
    /// - `enter` (overlay open) lands on page 0 of the highlighted article.
    /// - No other key changes `at`.
    private func checkNoDiagonal(
        _ key: NavigationKey, from before: NavigationState, to after: NavigationState, fail: (String) -> Void
    ) {
        let from = before.at, to = after.at
        switch key {
        case .left, .right:
            let step = key == .right ? 1 : -1
            if before.overlay || before.isZoomed { fail("a horizontal move from the overlay or while zoomed") }
            if policy.horizontal == .firstPage, from.page != 0 {
                fail("a horizontal move from below page 0 with first-page")
            }
            if to.article != neighbour(of: from.article, step) {
                fail("a horizontal move that is not to the neighbour")
            }
            let landing = policy.rememberPage ? before.rememberedPage(of: to.article) : 0
            if to.page != landing { fail("a horizontal move that does not land on page \(landing)") }
        case .up, .down:
            let step = key == .down ? 1 : -1
            let inColumn = to.article == from.article && to.page == from.page + step
            let edge = step == 1 ? shape.pageCounts[from.article] - 1 : 0
            let advance =
                policy.edgePull == .advance && before.peek == Peek(pulling: key.direction ?? .left)
                && from.page == edge && to == Position(neighbour(of: from.article, step) ?? -1, 0)
            if !inColumn, !advance { fail("a diagonal vertical move") }
        case .enter:
            if !before.overlay || to != Position(before.highlight ?? -1, 0) {
                fail("enter moved but not to the highlighted article")
            }
        case .zoomIn, .zoomOut, .resetZoom, .overlay, .escape, .tab, .shiftTab, .line1, .line2, .line3, .line4,
            .line5, .line6, .line7, .line8, .line9, .search:
            fail("\(key) changed at")
        }
    }

    /// Where `key` takes the reader from `state` by the rules text, or nil for nowhere.
    private func expectedDestination(_ key: NavigationKey, from state: NavigationState) -> Position? {
        if state.overlay {
            return key == .enter ? Position(state.highlight ?? -1, 0) : nil
        }
        guard !state.isZoomed, let direction = key.direction else { return nil }
        let at = state.at
        switch direction {
        case .left, .right:
            guard policy.horizontal == .anyPage || at.page == 0,
                let article = neighbour(of: at.article, direction == .right ? 1 : -1)
            else { return nil }
            return Position(article, policy.rememberPage ? state.rememberedPages[article] ?? 0 : 0)
        case .down:
            if at.page + 1 < shape.pageCounts[at.article] { return Position(at.article, at.page + 1) }
            guard policy.edgePull == .advance, state.peek == .next, let article = neighbour(of: at.article, 1) else {
                return nil
            }
            return Position(article, 0)
        case .up:
            if at.page > 0 { return Position(at.article, at.page - 1) }
            guard policy.edgePull == .advance, state.peek == .previous, let article = neighbour(of: at.article, -1)
            else { return nil }
            return Position(article, 0)
        }
    }

    /// The neighbouring article, by the rules text: around the strip with `wrap` when there
    /// are at least two articles.
    private func neighbour(of article: Int, _ step: Int) -> Int? {
        let count = shape.articleCount
        let candidate = article + step
        if (0..<count).contains(candidate) { return candidate }
        return policy.wrap && count >= 2 ? (candidate + count) % count : nil
    }

    private var context: String {
        "shape \(shape.pageCounts) zoomable \(shape.zoomable.sorted()) policy \(policy.horizontal.rawValue)/\(policy.edgePull.rawValue)/wrap \(policy.wrap)/remember \(policy.rememberPage)/start \(policy.start.rawValue)"
    }
}
