import Foundation

/// Finds the package and its built `folio`, for tests that run it as a person would.
public enum FolioBinary {
    /// The package's root, from this file's place in it.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shared navigation scenarios, as copied into the core tests.
    public static let scenarios = packageRoot.appendingPathComponent("Tests/FolioCoreTests/Scenarios")

    /// The built `folio`: `FOLIO_EXECUTABLE` if set, else in the build products folder beside
    /// the test bundle (`resources`: a test target's `Bundle.module`), else `.build/debug`.
    public static func executable(beside resources: Bundle? = nil) throws -> URL {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["FOLIO_EXECUTABLE"] {
            candidates.append(URL(fileURLWithPath: path))
        }
        let products = [Bundle.main.executableURL, Bundle.main.bundleURL, resources?.bundleURL]
            .compactMap { $0?.deletingLastPathComponent() }
        candidates += products.map { $0.appendingPathComponent("folio") }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/folio"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotBuilt(tried: candidates.map(\.path))
        }
        return found
    }

    /// No built `folio` was found.
    public struct NotBuilt: Error, CustomStringConvertible {
        /// The paths looked at.
        public let tried: [String]
        public var description: String { "no built folio executable; run `swift build` first. Tried: \(tried.joined(separator: ", "))" }
    }
}
