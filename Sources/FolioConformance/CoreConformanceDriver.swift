import FolioLayout
import FolioNavigation

/// Drives the rules engine itself: the reference every other sink is compared with.
///
/// Given a geometry, it plays the scenario on that geometry's pages: the synthetic issue is
/// laid out by the paginator at the geometry (one or two columns), the pages must have the
/// scenario's shape, and the rules run on the shape the pages have. Without one, the rules
/// run on the scenario's shape as written.
package actor CoreConformanceDriver: ConformanceDriver {
    private var session: (navigator: Navigator, state: NavigationState)?
    /// The issue's pages, which a search's found places are on.
    private var search: (issue: SyntheticIssue, layout: IssueLayout)?

    /// Creates a driver with no issue open.
    package init() {}

    /// Starts a `Navigator` for the setup's issue, on its geometry's pages if it names one.
    package func begin(_ setup: ScenarioSetup) async throws -> ObservedState {
        var shape = setup.shape
        let synthetic = SyntheticIssue(setup: setup)
        let layout = synthetic.pages(at: (setup.geometry ?? SyntheticIssue.geometries.entries[0]).geometry)
        if setup.geometry != nil {
            shape = try synthetic.check(layout)
        }
        search = (synthetic, layout)
        let navigator = Navigator(shape: shape, policy: setup.policy)
        let state = navigator.initialState(start: setup.start)
        session = (navigator, state)
        return ObservedState(state, moves: navigator.moves(in: state))
    }

    /// Applies one key with `Navigator.press(_:in:)`.
    package func press(_ key: NavigationKey) async throws -> ObservedState {
        guard let (navigator, state) = session else { throw ConformanceDriverError.notBegun }
        let next = navigator.press(key, in: state).state
        session = (navigator, next)
        return ObservedState(next, moves: navigator.moves(in: next))
    }

    /// Searches the issue's pages (`SyntheticIssue.found(_:in:)`) and gives the rules what it found.
    package func type(_ text: String) async throws -> ObservedState {
        guard let (navigator, state) = session, let search else { throw ConformanceDriverError.notBegun }
        let next = navigator.searched(text, found: try search.issue.found(text, in: search.layout), in: state)
        session = (navigator, next)
        return ObservedState(next, moves: navigator.moves(in: next))
    }

    /// Forgets the issue.
    package func end() async {
        session = nil
        search = nil
    }
}
