import FolioTestSupport
import Foundation

/// Runs the built `folio` executable, as a user would, and captures what it prints.
struct FolioProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The package's root folder.
    static let packageRoot = FolioBinary.packageRoot

    /// Runs `folio ARGUMENTS` in `directory` (the package root by default).
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try FolioBinary.executable(beside: .module)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes while the process runs so that neither can fill up and block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// An asset cache shared by the tests of one run: entries are keyed by the photos' content
    /// hashes, so sharing it is safe, and it spares re-rendering the sample photos per test.
    static let sharedCache = FileManager.default.temporaryDirectory
        .appendingPathComponent("folio-cli-cache-\(ProcessInfo.processInfo.processIdentifier)").path

    /// A fresh scratch folder.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
