import FolioNavigation

/// A sink under test: something that can open a synthetic issue, take keys and report its
/// navigation state. The rules engine, the terminal preview and the HTML carousel in a real
/// browser each have one, so `ConformanceRunner` checks them all with the same scenarios.
///
/// The runner calls `begin` once per scenario, then `press` once per key, then `end`, even
/// after a failure; a driver is used for one scenario at a time.
public protocol ConformanceDriver: Sendable {
    /// What the sink's pages are laid out for: the page geometries of the issue (the runner
    /// then plays the scenarios at each one) or a screen of its own (once).
    var pages: ConformancePages { get }
    /// Opens the issue `setup` describes, showing `setup.geometry`'s pages when the runner
    /// names one, and reports the state before any key.
    func begin(_ setup: ScenarioSetup) async throws -> ObservedState
    /// Presses one key and reports the state once the sink has settled.
    func press(_ key: NavigationKey) async throws -> ObservedState
    /// Types `text` into the contents overlay's search field as a reader would (the field's
    /// whole text from then on) and reports the state once the sink's search has answered.
    func type(_ text: String) async throws -> ObservedState
    /// Closes whatever `begin` opened.
    func end() async
}

extension ConformanceDriver {
    /// A sink shows the page geometries unless it says otherwise.
    public var pages: ConformancePages { .pageGeometries }

    /// A sink without a search field fails every step that types.
    public func type(_ text: String) async throws -> ObservedState {
        throw ConformanceDriverError.cannotType
    }
}
