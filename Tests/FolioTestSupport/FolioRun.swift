import Foundation

/// What one run of the built `folio` printed and how it ended.
public struct FolioRun: Sendable {
    /// The exit status.
    public let status: Int32
    /// Standard output, as bytes (screens are compared byte for byte).
    public let output: Data
    /// Standard error.
    public let errors: String

    /// Standard output as text.
    public var text: String { String(decoding: output, as: UTF8.self) }

    /// Standard output's lines, without the empty ones at the end.
    public var lines: [String] {
        Array(
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).reversed()
                .drop(while: \.isEmpty).reversed())
    }
}

extension FolioBinary {
    /// Runs `folio ARGUMENTS` in `directory` (the package root by default), the executable
    /// `executable()` finds.
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> FolioRun {
        try execute(executable(), arguments, in: directory)
    }

    /// Runs `folio ARGUMENTS` like `run`, under GNU time (`/usr/bin/time`): what it printed, and
    /// its peak resident memory in KiB (`nil` when GNU time gave none).
    public static func runMeasuringMemory(_ arguments: [String], in directory: URL? = nil) throws -> (
        run: FolioRun, peakKiB: Int?
    ) {
        let folder = try scratch("folio-time")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("peak")
        let run = try execute(
            URL(fileURLWithPath: "/usr/bin/time"), ["-f", "%M", "-o", report.path, executable().path] + arguments,
            in: directory)
        // The last line: GNU time writes "Command exited with non-zero status N" before it.
        let lines = (try? String(contentsOf: report, encoding: .utf8))?.split(separator: "\n") ?? []
        let peak = lines.last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return (run, peak)
    }

    /// Runs `executable ARGUMENTS` in `directory` (the package root by default).
    private static func execute(_ executable: URL, _ arguments: [String], in directory: URL?) throws -> FolioRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes while the process runs so that neither can fill up and block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return FolioRun(
            status: process.terminationStatus, output: outputData, errors: String(decoding: errorData, as: UTF8.self))
    }

    /// A fresh, empty scratch folder whose name starts with `prefix`.
    public static func scratch(_ prefix: String = "folio-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
