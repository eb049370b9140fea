import FolioNavigation

/// Drives the rules engine itself: the reference every other sink is compared with.
public actor CoreConformanceDriver: ConformanceDriver {
    private var session: (navigator: Navigator, state: NavigationState)?

    /// Creates a driver with no issue open.
    public init() {}

    /// Starts a `Navigator` for the setup's issue.
    public func begin(_ setup: ScenarioSetup) async throws -> ObservedState {
        let navigator = setup.navigator
        let state = navigator.initialState(start: setup.start)
        session = (navigator, state)
        return ObservedState(state, moves: navigator.moves(in: state))
    }

    /// Applies one key with `Navigator.press(_:in:)`.
    public func press(_ key: NavigationKey) async throws -> ObservedState {
        guard let (navigator, state) = session else { throw ConformanceDriverError.notBegun }
        let next = navigator.press(key, in: state).state
        session = (navigator, next)
        return ObservedState(next, moves: navigator.moves(in: next))
    }

    /// Forgets the issue.
    public func end() async {
        session = nil
    }
}
