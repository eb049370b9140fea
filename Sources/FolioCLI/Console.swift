import Foundation

/// Writes lines to standard output and standard error.
enum Console {
    /// Prints a line to standard output.
    static func out(_ line: String) {
        print(line)
    }

    /// Prints a line to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
