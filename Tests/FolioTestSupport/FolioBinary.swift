import Foundation

/// Finds the package and the `folio` that end-to-end tests run: the release build, as users
/// run it.
///
/// The rule: `FOLIO_EXECUTABLE` when it is set (`scripts/test` builds the release binary and
/// sets it); otherwise `.build/release/folio`, and only if it is newer than every file it is
/// built from (`Package.swift`, `Package.resolved`, everything below `Sources/` and
/// `Plugins/`). Anything else fails the test with what to run, so a missing or stale binary is
/// never tested and a debug build never stands in for the release one.
public enum FolioBinary {
    /// The package's root, from this file's place in it.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shared navigation scenarios, as copied into the conformance tests.
    public static let scenarios = packageRoot.appendingPathComponent("Tests/FolioConformanceTests/Scenarios")

    /// The command that builds the binary end-to-end tests run.
    public static let buildCommand = "swift build -c release --product folio"

    /// The `folio` to run, found by the rule above (looked up once per test process).
    public static func executable() throws(Unusable) -> URL {
        try found.get()
    }

    private static let found = locate(
        environment: ProcessInfo.processInfo.environment["FOLIO_EXECUTABLE"], packageRoot: packageRoot)

    /// The rule, for a given `FOLIO_EXECUTABLE` value (or none) and package.
    public static func locate(environment: String?, packageRoot root: URL) -> Result<URL, Unusable> {
        let files = FileManager.default
        if let path = environment, !path.isEmpty {
            let url = URL(fileURLWithPath: path)
            return files.isExecutableFile(atPath: url.path)
                ? .success(url)
                : .failure(Unusable("FOLIO_EXECUTABLE is \(path), which is not an executable file"))
        }
        let binary = root.appendingPathComponent(".build/release/folio")
        guard files.isExecutableFile(atPath: binary.path), let built = modified(binary) else {
            return .failure(Unusable("\(binary.path) is not built; run `\(buildCommand)` (or set FOLIO_EXECUTABLE)"))
        }
        if let newer = newestInput(below: root), newer.date > built {
            return .failure(
                Unusable(
                    "\(binary.path) is older than \(newer.path); rebuild it with `\(buildCommand)` (or set FOLIO_EXECUTABLE)"
                ))
        }
        return .success(binary)
    }

    /// The most recently modified file the release binary is built from.
    private static func newestInput(below root: URL) -> (path: String, date: Date)? {
        var inputs = ["Package.swift", "Package.resolved"].map { root.appendingPathComponent($0) }
        for folder in ["Sources", "Plugins"] {
            let walk = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = walk?.nextObject() as? URL { inputs.append(url) }
        }
        return inputs.compactMap { url in modified(url).map { (url.path, $0) } }.max { $0.date < $1.date }
    }

    private static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// There is no `folio` the end-to-end tests may run; the message says what to do.
    public struct Unusable: Error, CustomStringConvertible {
        /// What is wrong and the command that fixes it.
        public let description: String

        init(_ description: String) { self.description = description }
    }
}
