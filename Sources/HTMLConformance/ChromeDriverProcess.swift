import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A running chromedriver on 127.0.0.1, stopped when this is released.
final class ChromeDriverProcess: @unchecked Sendable {
    // The process is only touched in init and deinit, so sharing the reference is safe.
    private let process: Process
    /// The driver's WebDriver endpoint.
    let endpoint: URL

    /// Starts chromedriver on a free port. It is ready once `WebDriverClient.waitUntilReady` says so.
    init() throws(HTMLDriverError) {
        guard let executable = Self.find("chromedriver") else { throw .missingExecutable("chromedriver") }
        guard let port = LocalPort.free(), let endpoint = URL(string: "http://127.0.0.1:\(port)") else {
            throw .driverDidNotStart("no free port on 127.0.0.1")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1", "--log-level=SEVERE"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .driverDidNotStart(error.localizedDescription)
        }
        self.process = process
        self.endpoint = endpoint
    }

    // SIGKILL: chromedriver can inherit an ignored SIGTERM from its parent. By now every
    // browser it started has been closed with its session.
    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The full path of an executable on `PATH`, or in the usual system folders.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/usr/lib/chromium"]
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
