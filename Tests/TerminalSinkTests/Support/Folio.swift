import FolioTestSupport
import Foundation

/// Runs the built `folio` executable as a person would.
enum Folio {
    static let packageRoot = FolioBinary.packageRoot
    static let scenarios = FolioBinary.scenarios

    /// Runs `folio ARGUMENTS` in the package root.
    static func run(_ arguments: [String]) throws -> FolioRun {
        try FolioBinary.run(arguments)
    }

    /// A fresh scratch folder.
    static func scratch() throws -> URL {
        try FolioBinary.scratch("folio-terminal")
    }
}
