import FolioTestSupport
import Foundation

/// Runs the built `folio` executable as a person would.
enum Folio {
    static let packageRoot = FolioBinary.packageRoot
    static let scenarios = FolioBinary.scenarios

    static func executable() throws -> URL {
        try FolioBinary.executable(beside: .module)
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
