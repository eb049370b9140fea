extension Navigator {
    /// The events between two states, in the order `NavigationEvent` documents.
    func events(from old: NavigationState, to new: NavigationState, revealed: Peek?) -> [NavigationEvent] {
        var events: [NavigationEvent] = []
        if old.overlay != new.overlay {
            events.append(new.overlay ? .overlayOpened : .overlayClosed)
        }
        if old.peek != nil, old.peek != new.peek {
            events.append(.peekHidden)
        }
        if old.zoom != new.zoom {
            events.append(.zoomChanged(new.zoom))
        }
        if old.at != new.at {
            events.append(.pageChanged(from: old.at, to: new.at))
            events.append(.snapped(new.at))
        }
        if let revealed {
            events.append(.peekShown(revealed))
        }
        return events
    }
}
