extension Navigator {
    /// The reader's words in the contents overlay's search field, and the pages the host's search
    /// found for them, best first (a host searches; the rules only keep what it found and where it
    /// leads). The first found page is highlighted. Nothing changes unless the overlay is open;
    /// pages outside the issue are left out.
    public func searched(_ query: String, found: [Position], in state: NavigationState) -> NavigationState {
        guard state.overlay else { return state }
        var next = state
        next.search = query
        next.found = found.filter(shape.contains)
        next.hit = next.found.isEmpty ? nil : 0
        return next
    }

    /// The overlay's keys while the search has found pages: `down` and `right` highlight the next
    /// found page, `up` and `left` the previous one (the found pages are a list read from the top,
    /// whichever way the strip runs), stopping at the ends; `enter` goes to the highlighted page.
    /// Returns false for the other keys, and for every key while nothing is found: then the
    /// overlay's arrows and `enter` are the articles' again.
    func pressOnFound(_ key: NavigationKey, state: inout NavigationState) -> Bool {
        guard let hit = state.hit else { return false }
        switch key {
        case .down, .right:
            state.hit = min(hit + 1, state.found.count - 1)
        case .up, .left:
            state.hit = max(hit - 1, 0)
        case .enter:
            go(to: state.found[hit], state: &state)
        default:
            return false
        }
        return true
    }

    /// Closes the overlay where the reader is: no highlight, the search field out of use.
    func closeOverlay(state: inout NavigationState) {
        state.overlay = false
        state.highlight = nil
        state.search = nil
        state.found = []
        state.hit = nil
    }
}
