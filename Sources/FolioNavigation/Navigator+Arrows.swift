extension Navigator {
    /// The directions whose arrow would change `at` right now: exactly the arrows a sink shows.
    ///
    /// Derived from `outcome(of:in:)`, the function `press(_:in:)` applies, so the indicators
    /// can never disagree with what the keys do. Empty while the overlay is open or the page
    /// is zoomed, since no arrow moves then.
    public func moves(in state: NavigationState) -> Set<Direction> {
        Set(Direction.allCases.filter { outcome(of: $0, in: state).destination != nil })
    }

    /// What the arrow key for `direction` does in `state`, by the first of the three rule
    /// states that applies: overlay open, zoomed, otherwise.
    public func outcome(of direction: Direction, in state: NavigationState) -> ArrowOutcome {
        if state.overlay {
            let highlighted = state.highlight ?? state.at.article
            let step = policy.direction.step(of: direction)
            return .highlight(max(0, min(highlighted + step, shape.articleCount - 1)))
        }
        if state.isZoomed {
            return .pan
        }
        return direction.isHorizontal
            ? horizontalOutcome(direction, in: state)
            : verticalOutcome(direction, in: state)
    }

    /// `right`/`left`: to the next/previous article (the previous/next one in a right-to-left
    /// strip), when horizontal moves are allowed on this page and there is such an article;
    /// landing on page 0, or with `remember-page` on the page the reader left that article on.
    private func horizontalOutcome(_ direction: Direction, in state: NavigationState) -> ArrowOutcome {
        let allowedHere = policy.horizontal == .anyPage || state.at.page == 0
        guard allowedHere, let article = neighbour(of: state.at.article, step: policy.direction.step(of: direction))
        else {
            return .nothing
        }
        return .move(to: Position(article, landingPage(in: article, from: state)))
    }

    /// `down`/`up`: to the next/previous page of the column; at its end, a pull toward the
    /// neighbouring article, which with `advance` goes there when its title is already showing.
    private func verticalOutcome(_ direction: Direction, in state: NavigationState) -> ArrowOutcome {
        let page = state.at.page + direction.step
        if (0...shape.lastPage(of: state.at.article)).contains(page) {
            return .move(to: Position(state.at.article, page))
        }
        guard policy.edgePull != .off,
            let peek = Peek(pulling: direction),
            let article = neighbour(of: state.at.article, step: direction.step)
        else { return .nothing }
        // `state.peek` is the peek before this key clears it: the same pull again while the
        // title shows advances; after any other key in between (scenario 21) it only reveals.
        if policy.edgePull == .advance, state.peek == peek {
            return .move(to: Position(article, 0))
        }
        return .reveal(peek)
    }
}
