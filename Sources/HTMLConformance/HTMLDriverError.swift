/// Why the HTML conformance driver could not run a scenario in the browser.
public enum HTMLDriverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An executable the driver needs is not installed.
    case missingExecutable(String)
    /// chromedriver did not start or answer.
    case driverDidNotStart(String)
    /// A WebDriver request failed.
    case webDriver(String)
    /// The page did not expose `window.folio` in time.
    case pageNotReady(String)
    /// The carousel showed another geometry's pages than the window was sized for.
    case wrongGeometry(expected: String, shown: String, window: String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .missingExecutable(let name):
            "'\(name)' is not installed; install Debian's chromium and chromium-driver (scripts/ensure-deps test)"
        case .driverDidNotStart(let detail): "chromedriver did not start: \(detail)"
        case .webDriver(let detail): "WebDriver: \(detail)"
        case .pageNotReady(let detail): "the carousel did not start in the browser: \(detail)"
        case .wrongGeometry(let expected, let shown, let window):
            "in a \(window) window the carousel shows the '\(shown)' pages, not '\(expected)'"
        }
    }
}
