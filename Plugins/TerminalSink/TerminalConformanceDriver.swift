import FolioCore

/// Checks the terminal preview against the navigation scenarios: it opens a synthetic issue
/// of the scenario's shape in the same `PreviewController` the interactive preview uses,
/// presses keys through it, and reports the controller's state, with `moves` read back from
/// the arrows drawn on the rendered screen.
public actor TerminalConformanceDriver: ConformanceDriver {
    /// The terminal size scenarios are played at.
    public static let columns = 80
    public static let rows = 24

    private var controller: PreviewController?

    /// Creates a driver with no issue open.
    public init() {}

    /// Opens the scenario's issue and checks that it paginated to the scenario's shape.
    public func begin(_ setup: ScenarioSetup) async throws -> ObservedState {
        let issue = SyntheticIssue.make(for: setup)
        let controller = try PreviewController(
            issue: issue, photos: SyntheticIssue.photos(), colorMode: .trueColor,
            columns: Self.columns, rows: Self.rows, start: setup.start)
        let shape = try controller.paginateEverything()
        guard shape == setup.shape else { throw ShapeMismatch(expected: setup.shape, paginated: shape) }
        self.controller = controller
        controller.showIndicators()
        return observe(controller)
    }

    /// Presses one key through the controller.
    public func press(_ key: NavigationKey) async throws -> ObservedState {
        guard let controller else { throw ConformanceDriverError.notBegun }
        _ = try controller.handle(.key(key))
        return observe(controller)
    }

    /// Closes the preview.
    public func end() async {
        controller = nil
    }

    private func observe(_ controller: PreviewController) -> ObservedState {
        let screen = controller.render()
        var state = controller.observed
        state.moves = controller.frame.shownMoves(on: screen)
        return state
    }
}

/// The synthetic issue did not paginate to the scenario's shape (a bug in the driver).
struct ShapeMismatch: Error, CustomStringConvertible {
    let expected: IssueShape
    let paginated: IssueShape

    var description: String {
        "the synthetic issue paginated to \(paginated.pageCounts) with zoomable \(paginated.zoomable.sorted()), not \(expected.pageCounts) with \(expected.zoomable.sorted())"
    }
}
