import FolioPluginAPI
import Foundation

/// Writes lines to standard output and standard error: the one door every line `folio`
/// prints goes through, so no control character from a file name, a title or a message can
/// reach the terminal (or a CI log) raw. `ControlCharacters.escaped` writes them as `\u{1B}`;
/// the only escape sequences written are the colours of `Console.Style`, added after escaping.
enum Console {
    /// A colour for part of a line on a terminal.
    enum Style: String, Sendable {
        /// Bold red, for `error`.
        case error = "\u{1B}[1;31m"
        /// Bold yellow, for `warning`.
        case warning = "\u{1B}[1;33m"
        /// Bold, for `note`.
        case note = "\u{1B}[1m"

        static let reset = "\u{1B}[0m"
    }

    /// A part of a line and the colour it gets where colour is on.
    typealias Segment = (text: String, style: Style?)

    /// Prints a line to standard output.
    static func out(_ line: String) {
        print(printable(line))
    }

    /// Prints a line to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((printable(line) + "\n").utf8))
    }

    /// Prints a line of segments to standard error, each escaped, styled when `colour`.
    static func error(_ segments: [Segment], colour: Bool) {
        let line = segments.map { segment in
            let text = printable(segment.text)
            guard colour, let style = segment.style else { return text }
            return style.rawValue + text + Style.reset
        }.joined()
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// `line` as it may be printed: newlines and tabs kept, every other control escaped.
    static func printable(_ line: String) -> String {
        ControlCharacters.escaped(line, keeping: ControlCharacters.layout)
    }
}
