import FolioPluginAPI
import Foundation

/// Runs navigation scenarios against the HTML carousel in a real headless Chromium: per
/// scenario it writes a bundle of the scenario's shape in every geometry of the standard set,
/// sizes the viewport to the scenario's geometry (its own page size, where that geometry
/// fills the window at scale 1, so the carousel's own choice must land on it; the driver
/// checks it did), opens the bundle from disk at the scenario's deep link, presses real keys
/// through WebDriver and reads `window.folio.state()`.
///
/// chromedriver and one headless Chromium start once per driver (once per `folio conformance`
/// run) and stop when the driver is released: each scenario loads its own bundle, a new
/// document, in that browser (the carousel keeps nothing between documents: no storage, no
/// cookies), and `end()` leaves it on a blank page. Starting a browser per scenario took about
/// half of the 150 runs' time. A scenario that fails to open closes the browser, so the next
/// starts from a new one.
public actor HTMLConformanceDriver: ConformanceDriver {
    private var chromedriver: ChromeDriverProcess?
    private var client: WebDriverClient?
    private var session: String?
    private var bundle: URL?

    /// Creates a driver; nothing starts until the first scenario begins.
    public init() {}

    /// The browser's session is closed with the driver, while chromedriver still runs.
    deinit {
        if let client, let session { client.deleteSessionNow(session) }
    }

    /// Writes the scenario's bundle, opens it in the driver's browser and reports the first state.
    public func begin(_ setup: ScenarioSetup) async throws -> ObservedState {
        let client = try await startedClient()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-html-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        bundle = folder
        let issue = SyntheticBundle(setup: setup)
        try issue.write(to: folder)
        var components = URLComponents(url: folder.appendingPathComponent("index.html"), resolvingAgainstBaseURL: false)
        components?.fragment = issue.fragment
        guard let url = components?.url else {
            throw HTMLDriverError.webDriver("cannot make a file URL for \(folder.path)")
        }
        let session = try await openSession(client)
        do {
            if let geometry = setup.geometry {
                try await client.setViewport(
                    session, width: Int(geometry.geometry.width), height: Int(geometry.geometry.height))
            } else {
                try await client.clearViewport(session)
            }
            try await client.navigate(session, to: url)
            let first = try await waitForState(client, session)
            if let geometry = setup.geometry { try await confirm(geometry, client, session) }
            return first
        } catch {
            await client.deleteSession(session)
            self.session = nil
            throw error
        }
    }

    /// The driver's browser session, started on the first scenario (or after one that failed
    /// to open).
    private func openSession(_ client: WebDriverClient) async throws -> String {
        if let session { return session }
        let session = try await client.newSession()
        self.session = session
        return session
    }

    /// Confirms that the carousel picked `geometry` for the window sized for it.
    private func confirm(
        _ geometry: PageGeometrySet.Entry, _ client: WebDriverClient, _ session: String
    ) async throws {
        let shown = try await client.execute(session, "return document.documentElement.dataset.geometry || null")
        let window = try await client.execute(session, "return innerWidth + '×' + innerHeight") as? String ?? "?"
        guard let name = shown as? String else {
            throw HTMLDriverError.pageNotReady("<html data-geometry> does not name the geometry shown")
        }
        if name != geometry.name {
            throw HTMLDriverError.wrongGeometry(expected: geometry.name, shown: name, window: window)
        }
    }

    /// Presses the key in the page and reports the state after it.
    public func press(_ key: NavigationKey) async throws -> ObservedState {
        guard let client, let session else { throw ConformanceDriverError.notBegun }
        try await client.pressKey(session, Self.webDriverModifiers(key) + [Self.webDriverKey(key)])
        return try await state(client, session)
    }

    /// Types into the contents' search field as a reader does: with the contents open, the field
    /// clicked (unless it has the focus), its words selected and typed over, key by key; then waits
    /// for the search's answer. With the contents closed nothing is typed (the keys would navigate).
    public func type(_ text: String) async throws -> ObservedState {
        guard let client, let session else { throw ConformanceDriverError.notBegun }
        let open = try await client.execute(session, "return !document.getElementById('contents').hidden") as? Bool
        if open == true {
            let focused = try await client.execute(
                session, "return document.activeElement === document.getElementById('filter')")
            if focused as? Bool != true { try await client.click(session, selector: "#filter") }
            try await client.pressKey(session, ["\u{E009}", "a"])
            try await client.typeText(session, text.isEmpty ? "\u{E003}" : text)
            for _ in 0..<200 {
                if try await client.execute(session, "return window.folio.searching()") as? Bool == false { break }
                try await Task.sleep(nanoseconds: 50_000_000)
            }
        }
        return try await state(client, session)
    }

    /// Leaves the scenario's page (the browser stays, on a blank page) and removes its bundle.
    public func end() async {
        if let client, let session {
            do {
                try await client.navigate(session, to: URL(string: "about:blank")!)
            } catch {
                await client.deleteSession(session)
                self.session = nil
            }
        }
        if let bundle { try? FileManager.default.removeItem(at: bundle) }
        bundle = nil
    }

    /// The WebDriver key value (a code point of the spec's key table, or the character);
    /// Shift-Tab is Tab, with `webDriverModifiers`.
    static func webDriverKey(_ key: NavigationKey) -> String {
        switch key {
        case .right: "\u{E014}"
        case .left: "\u{E012}"
        case .down: "\u{E015}"
        case .up: "\u{E013}"
        case .enter: "\u{E007}"
        case .escape: "\u{E00C}"
        case .tab, .shiftTab: "\u{E004}"
        case .zoomIn, .zoomOut, .resetZoom, .overlay, .line1, .line2, .line3, .line4, .line5, .line6, .line7, .line8,
            .line9, .search:
            key.rawValue
        }
    }

    /// The modifier keys held down while `webDriverKey(key)` is pressed: Shift for Shift-Tab.
    static func webDriverModifiers(_ key: NavigationKey) -> [String] {
        key == .shiftTab ? ["\u{E008}"] : []
    }

    private func startedClient() async throws -> WebDriverClient {
        if let client { return client }
        let process = try ChromeDriverProcess()
        chromedriver = process
        let client = WebDriverClient(endpoint: process.endpoint)
        try await client.waitUntilReady()
        self.client = client
        return client
    }

    /// Polls until the carousel has started (the script runs after load) and the first page
    /// shows its article's data (loaded from `articles/NAME.html` after start), then reads the
    /// state. Navigation never waits for article data, so the state does not depend on it;
    /// waiting only makes the keys land on a page as a reader would see it.
    private func waitForState(_ client: WebDriverClient, _ session: String) async throws -> ObservedState {
        var started = false
        for _ in 0..<50 {
            let probe = try await client.execute(
                session,
                "return window.folio && document.body.classList.contains('ready') ? (window.folio.loaded() ? 'loaded' : 'started') : 'none'"
            )
            if probe as? String == "loaded" { return try await state(client, session) }
            started = started || probe as? String == "started"
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        throw HTMLDriverError.pageNotReady(
            started
                ? "the first page's article script did not load within 5 s (blocked script or a script error)"
                : "window.folio is not defined after 5 s (blocked script or a script error)")
    }

    private func state(_ client: WebDriverClient, _ session: String) async throws -> ObservedState {
        guard let json = try await client.execute(session, "return JSON.stringify(window.folio.state())") as? String
        else {
            throw HTMLDriverError.pageNotReady("window.folio.state() returned nothing")
        }
        return try JSONDecoder().decode(ObservedState.self, from: Data(json.utf8))
    }
}
