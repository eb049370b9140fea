import FolioTestSupport
import Foundation

/// Runs the built `folio` executable, as a user would, and captures what it prints.
struct FolioProcess {
    /// The package's root folder.
    static let packageRoot = FolioBinary.packageRoot

    /// An asset cache shared by the tests of one run: entries are keyed by the photos' content
    /// hashes, so sharing it is safe, and it spares re-rendering the sample photos per test.
    static let sharedCache = FileManager.default.temporaryDirectory
        .appendingPathComponent("folio-cli-cache-\(ProcessInfo.processInfo.processIdentifier)").path

    /// Runs `folio ARGUMENTS` in `directory` (the package root by default).
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> FolioRun {
        try FolioBinary.run(arguments, in: directory)
    }

    /// A fresh scratch folder.
    static func scratch() throws -> URL {
        try FolioBinary.scratch("folio-cli")
    }
}
