import Foundation

/// `folio serve --open`: opens a page in the reader's browser with the system's opener
/// (`xdg-open` on Linux and other free systems, `open` on macOS), found on `PATH`; without
/// one, says how to open it by hand.
enum BrowserOpener {
    /// The openers tried, in order.
    static let openers = ["xdg-open", "open"]

    /// Opens `url`; returns the line to print when it could not (no opener, or it failed to
    /// start), nil when the opener was started.
    static func open(_ url: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let opener = opener(path: environment["PATH"] ?? "") else {
            return "--open: no xdg-open or open on PATH; open \(url) in your browser"
        }
        let process = Process()
        process.executableURL = opener
        process.arguments = [url]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "--open: \(opener.path) could not be started (\(error)); open \(url) in your browser"
        }
        return nil
    }

    /// The first opener on `path` that is an executable file.
    static func opener(path: String) -> URL? {
        for name in openers {
            for folder in path.split(separator: ":") where !folder.isEmpty {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }
}
