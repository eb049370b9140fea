import FolioPluginAPI

/// Checks the terminal preview against the navigation scenarios: it opens a synthetic issue
/// of the scenario's shape in the same `PreviewController` the interactive preview uses,
/// presses keys and types into the search line through it, and reports the controller's state
/// (with the search's words, found pages and highlighted one), `moves` read back from the arrows
/// drawn on the rendered screen.
package actor TerminalConformanceDriver: ConformanceDriver {
    /// The terminal size scenarios are played at.
    package static let columns = 80
    package static let rows = 24

    /// The preview paginates for the terminal's cells, whatever the issue's page geometries.
    package nonisolated var pages: ConformancePages { .own("an \(Self.columns)×\(Self.rows) terminal") }

    private var controller: PreviewController?

    /// Creates a driver with no issue open.
    package init() {}

    /// Opens the scenario's issue and checks that it paginated to the scenario's shape.
    package func begin(_ setup: ScenarioSetup) async throws -> ObservedState {
        let synthetic = SyntheticPhotos.issue(for: setup)
        let controller = try PreviewController(
            issue: synthetic.issue(), photos: SyntheticPhotos.library(), colorMode: .trueColor,
            columns: Self.columns, rows: Self.rows, start: setup.start)
        try synthetic.check(try controller.paginateEverything())
        self.controller = controller
        controller.showIndicators()
        return observe(controller)
    }

    /// Presses one key through the controller.
    package func press(_ key: NavigationKey) async throws -> ObservedState {
        guard let controller else { throw ConformanceDriverError.notBegun }
        _ = try controller.handle(.key(key))
        return observe(controller)
    }

    /// Types `text` into the search line as a reader does: Backspace until the line is empty, then
    /// each character, the preview searching after each (the field's whole text from then on).
    package func type(_ text: String) async throws -> ObservedState {
        guard let controller else { throw ConformanceDriverError.notBegun }
        while controller.state.search?.isEmpty == false { _ = try controller.handle(.back) }
        for character in text { _ = try controller.handle(.character(character)) }
        return observe(controller)
    }

    /// Closes the preview.
    package func end() async {
        controller = nil
    }

    private func observe(_ controller: PreviewController) -> ObservedState {
        let screen = controller.render()
        var state = controller.observed
        state.moves = controller.frame.shownMoves(on: screen)
        return state
    }
}
