import Foundation

/// Runs the built `folio` executable as a person would.
enum Folio {
    /// The package's root, from this file's place in it.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shared scenarios, as copied into the core tests.
    static let scenarios = packageRoot.appendingPathComponent("Tests/FolioCoreTests/Scenarios")

    /// The built `folio`: `FOLIO_EXECUTABLE` if set, else beside the test bundle, else the
    /// package's `.build/debug`.
    static func executable() throws -> URL {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["FOLIO_EXECUTABLE"] {
            candidates.append(URL(fileURLWithPath: path))
        }
        let products = [Bundle.main.executableURL, Bundle.main.bundleURL, Bundle.module.bundleURL]
            .compactMap { $0?.deletingLastPathComponent() }
        candidates += products.map { $0.appendingPathComponent("folio") }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/folio"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotBuilt(tried: candidates.map(\.path))
        }
        return found
    }

    struct NotBuilt: Error, CustomStringConvertible {
        let tried: [String]
        var description: String { "no built folio executable; run `swift build` first. Tried: \(tried.joined(separator: ", "))" }
    }

    /// What a run printed and how it ended.
    struct Result {
        let status: Int32
        let output: Data
        let errors: String
        var text: String { String(decoding: output, as: UTF8.self) }
        var lines: [String] {
            Array(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).reversed()
                .drop(while: \.isEmpty).reversed())
        }
    }

    /// Runs `folio ARGUMENTS` in the package root.
    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: outData, errors: String(decoding: errorData, as: UTF8.self))
    }

    /// A fresh scratch folder.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-terminal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
