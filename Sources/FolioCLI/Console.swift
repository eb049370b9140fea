import FolioCore
import Foundation

/// Writes lines to standard output and standard error: the one door every line `folio`
/// prints goes through, so no control character from a file name, a title or a message can
/// reach the terminal (or a CI log) raw. `ControlCharacters.escaped` writes them as `\u{1B}`.
enum Console {
    /// Prints a line to standard output.
    static func out(_ line: String) {
        print(printable(line))
    }

    /// Prints a line to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((printable(line) + "\n").utf8))
    }

    /// `line` as it may be printed: newlines and tabs kept, every other control escaped.
    static func printable(_ line: String) -> String {
        ControlCharacters.escaped(line, keeping: ControlCharacters.layout)
    }
}
