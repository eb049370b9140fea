extension Navigator {
    /// Handles one key: the next state and the events a host hears on the way there.
    ///
    /// The key is handled by the first of docs/navigation.md's three rule states that applies:
    /// the overlay is open, the page is zoomed, otherwise. Arrow keys do what
    /// `outcome(of:in:)` decides, the same decision `moves(in:)` reports.
    public func press(_ key: NavigationKey, in state: NavigationState)
        -> (state: NavigationState, events: [NavigationEvent])
    {
        var next = state
        var revealed: Peek?
        if state.overlay {
            pressInOverlay(key, state: &next)
        } else if state.isZoomed {
            pressWhileZoomed(key, state: &next)
        } else {
            revealed = pressOtherwise(key, state: &next)
        }
        return (next, events(from: state, to: next, revealed: revealed))
    }

    /// Rule 1: arrows move the highlight, `enter` goes to page 0 of the highlighted article,
    /// `escape` and `o` close the overlay where the reader is; other keys do nothing. While the
    /// search has found pages, arrows and `enter` are the found pages' (`pressOnFound`); `/`
    /// puts the overlay at its search field.
    private func pressInOverlay(_ key: NavigationKey, state: inout NavigationState) {
        if pressOnFound(key, state: &state) { return }
        switch key {
        case .up, .down, .left, .right:
            if let direction = key.direction, case .highlight(let article) = outcome(of: direction, in: state) {
                state.highlight = article
            }
        case .enter:
            go(to: Position(state.highlight ?? state.at.article, 0), state: &state)
        case .escape:
            closeOverlay(state: &state)
        case .overlay:
            // In the search field `o` is a letter of the words.
            if state.search == nil { closeOverlay(state: &state) }
        case .search:
            state.search = state.search ?? ""
        case .zoomIn, .zoomOut, .resetZoom, .tab, .shiftTab, .line1, .line2, .line3, .line4, .line5, .line6,
            .line7, .line8, .line9:
            break
        }
    }

    /// Rule 2: `+` and `-` scale by `zoom-step` within `[1, max-zoom]`, `0` and `escape`
    /// unzoom; arrows pan the photo and `o` and `enter` do nothing.
    private func pressWhileZoomed(_ key: NavigationKey, state: inout NavigationState) {
        switch key {
        case .zoomIn: state.zoom = clampedZoom(state.zoom * policy.zoomStep)
        case .zoomOut: state.zoom = clampedZoom(state.zoom / policy.zoomStep)
        case .resetZoom, .escape: state.zoom = 1
        case .up, .down, .left, .right, .overlay, .enter, .tab, .shiftTab, .line1, .line2, .line3, .line4, .line5,
            .line6, .line7, .line8, .line9, .search:
            break
        }
    }

    /// Rule 3: clear the revealed title, then handle the key (on the cover, its keys first:
    /// `pressOnCover`). Returns the peek a pull revealed.
    private func pressOtherwise(_ key: NavigationKey, state: inout NavigationState) -> Peek? {
        let before = state
        state.peek = nil
        if pressOnCover(key, state: &state) { return nil }
        switch key {
        case .zoomIn:
            if shape.isZoomable(state.at) { state.zoom = clampedZoom(policy.zoomStep) }
        case .overlay:
            state.overlay = true
            state.highlight = state.at.article
        case .search:
            state.overlay = true
            state.highlight = state.at.article
            state.search = ""
        case .up, .down, .left, .right:
            guard let direction = key.direction else { return nil }
            switch outcome(of: direction, in: before) {
            case .move(let destination):
                go(to: destination, state: &state)
            case .reveal(let peek):
                state.peek = peek
                return peek
            case .highlight, .pan, .nothing:
                break
            }
        case .zoomOut, .resetZoom, .escape, .enter, .tab, .shiftTab, .line1, .line2, .line3, .line4, .line5, .line6,
            .line7, .line8, .line9:
            break
        }
        return nil
    }

    /// A move: to another page, unzoomed, nothing revealed, overlay closed, no highlight; the
    /// article being left remembers its page as `rememberPage(movingTo:in:)` says.
    func go(to destination: Position, state: inout NavigationState) {
        rememberPage(movingTo: destination, in: &state)
        state.at = destination
        state.zoom = 1
        state.peek = nil
        closeOverlay(state: &state)
    }
}
