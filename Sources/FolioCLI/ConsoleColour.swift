import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether `folio` colours what it writes to standard error (errors red, warnings yellow): the
/// one rule, from the environment and whether standard error is a terminal. Colour is on only
/// for a terminal (not a file, a pipe or a CI log), never under `NO_COLOR` (set to anything
/// but the empty string, as no-color.org says) and never for `TERM=dumb`.
enum ConsoleColour {
    /// The rule for this process.
    static var onStandardError: Bool {
        applies(environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDERR_FILENO) == 1)
    }

    /// The rule, for an environment and whether the output is a terminal.
    static func applies(environment: [String: String], isTerminal: Bool) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
