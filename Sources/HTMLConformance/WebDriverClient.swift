import Foundation

/// The few W3C WebDriver commands the conformance driver needs, over HTTP to chromedriver.
struct WebDriverClient: Sendable {
    /// chromedriver's endpoint.
    let endpoint: URL

    /// Waits until chromedriver answers `/status` as ready, for up to `seconds`.
    func waitUntilReady(seconds: Double = 15) async throws(HTMLDriverError) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let value = try? request("GET", "/status") as? [String: Any], value["ready"] as? Bool == true {
                return
            }
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
        throw .driverDidNotStart("no answer on \(endpoint.absoluteString) after \(Int(seconds)) s")
    }

    /// Starts a headless Chromium and returns its session id.
    func newSession() async throws(HTMLDriverError) -> String {
        var arguments = [
            "--headless=new", "--allow-file-access-from-files", "--disable-gpu",
            "--disable-dev-shm-usage", "--window-size=800,1000", "--no-first-run",
        ]
        if getuid() == 0 { arguments.append("--no-sandbox") }
        var options: [String: Any] = ["args": arguments]
        if let binary = ChromeDriverProcess.find("chromium") { options["binary"] = binary }
        let body: [String: Any] = [
            "capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]]
        ]
        let value = try request("POST", "/session", body)
        guard let session = (value as? [String: Any])?["sessionId"] as? String else {
            throw .webDriver("no session id in \(String(describing: value))")
        }
        return session
    }

    /// Ends a session, closing its browser.
    func deleteSession(_ session: String) async {
        deleteSessionNow(session)
    }

    /// Ends a session, closing its browser, without suspending (for a `deinit`).
    func deleteSessionNow(_ session: String) {
        _ = try? request("DELETE", "/session/\(session)")
    }

    /// Opens `url` in the session and waits for it to load.
    func navigate(_ session: String, to url: URL) async throws(HTMLDriverError) {
        _ = try request("POST", "/session/\(session)/url", ["url": url.absoluteString])
    }

    /// Makes the page's viewport exactly `width` × `height` CSS px at one device pixel per CSS
    /// px (Chromium's `Emulation.setDeviceMetricsOverride` through chromedriver), as a window
    /// of that size would have; the page sees it as its window size and its `resize` events.
    func setViewport(_ session: String, width: Int, height: Int) async throws(HTMLDriverError) {
        let metrics: [String: Any] = ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false]
        _ = try request(
            "POST", "/session/\(session)/goog/cdp/execute",
            ["cmd": "Emulation.setDeviceMetricsOverride", "params": metrics])
    }

    /// Gives the page the window's own viewport again (undoes `setViewport`).
    func clearViewport(_ session: String) async throws(HTMLDriverError) {
        _ = try request(
            "POST", "/session/\(session)/goog/cdp/execute",
            ["cmd": "Emulation.clearDeviceMetricsOverride", "params": [String: Any]()])
    }

    /// Runs `script` in the page and returns its result.
    func execute(_ session: String, _ script: String) async throws(HTMLDriverError) -> Any? {
        try request("POST", "/session/\(session)/execute/sync", ["script": script, "args": [Any]()])
    }

    /// Presses and releases a key with the Actions API: real key events in the page. The
    /// values are pressed in order and released the other way round, so `[Shift, Tab]` is
    /// Shift-Tab.
    func pressKey(_ session: String, _ values: [String]) async throws(HTMLDriverError) {
        let downs: [[String: Any]] = values.map { ["type": "keyDown", "value": $0] }
        let ups: [[String: Any]] = values.reversed().map { ["type": "keyUp", "value": $0] }
        let actions: [[String: Any]] = [["type": "key", "id": "keyboard", "actions": downs + ups]]
        _ = try request("POST", "/session/\(session)/actions", ["actions": actions])
    }

    /// Types `text` with the Actions API, a key press for each character, as a reader types.
    func typeText(_ session: String, _ text: String) async throws(HTMLDriverError) {
        let actions: [[String: Any]] = text.map { String($0) }.flatMap { character -> [[String: Any]] in
            [["type": "keyDown", "value": character], ["type": "keyUp", "value": character]]
        }
        _ = try request(
            "POST", "/session/\(session)/actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    /// Clicks the first element `selector` (CSS) matches, as the mouse does (WebDriver's element click).
    func click(_ session: String, selector: String) async throws(HTMLDriverError) {
        let found = try request("POST", "/session/\(session)/element", ["using": "css selector", "value": selector])
        let reference = found as? [String: Any]
        guard let element = (reference?["element-6066-11e4-a52e-4f735466cecf"] ?? reference?["ELEMENT"]) as? String
        else {
            throw .webDriver("no element matches \(selector): \(String(describing: found))")
        }
        _ = try request("POST", "/session/\(session)/element/\(element)/click", [String: Any]())
    }

    /// Sends one command with curl and returns the response's `value`. (URLSession on Linux
    /// hung on chromedriver's responses; curl is on every machine that has chromedriver.)
    private func request(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws(HTMLDriverError)
        -> Any?
    {
        guard let curl = ChromeDriverProcess.find("curl") else { throw .missingExecutable("curl") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: curl)
        process.arguments = [
            "--silent", "--show-error", "--noproxy", "*", "--max-time", "60",
            "--request", method, "--header", "Content-Type: application/json",
            "--write-out", "\n%{http_code}", "--data-binary", "@-", endpoint.absoluteString + path,
        ]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
            try input.fileHandleForWriting.write(contentsOf: method == "GET" || method == "DELETE" ? Data() : payload)
            try input.fileHandleForWriting.close()
        } catch {
            throw .webDriver("\(method) \(path): \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .webDriver("\(method) \(path): curl exited with \(process.terminationStatus)")
        }
        let text = String(decoding: data, as: UTF8.self)
        let status = Int(text.split(separator: "\n").last ?? "") ?? 0
        let json = Data(
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().joined(separator: "\n").utf8)
        let value = ((try? JSONSerialization.jsonObject(with: json)) as? [String: Any])?["value"]
        if status >= 400 || status == 0 {
            let message = (value as? [String: Any])?["message"] as? String ?? text
            throw .webDriver("\(method) \(path): \(message.split(separator: "\n").first ?? "")")
        }
        return value is NSNull ? nil : value
    }
}
