import FolioPluginAPI

/// Prints a command's diagnostics to standard error as `--diagnostics` and `--verbose` ask:
/// in compiler form (grouped by file, one line per kind in each, unless `verbose`:
/// `DiagnosticReport`; the severity coloured on a terminal, `ConsoleColour`), or as one JSON
/// object a line (`DiagnosticLine`), every one.
struct DiagnosticPrinter: Sendable {
    /// The form to print in.
    var format: DiagnosticFormat = .text
    /// Whether every diagnostic is printed, as found, rather than one line per kind per file.
    var verbose = false
    /// Whether the severities are coloured.
    var colour = ConsoleColour.onStandardError

    /// Prints `diagnostics`; `prefix` (a pipeline step, `publish json: `) starts each text line.
    func print(_ diagnostics: [Diagnostic], prefix: String = "") {
        switch format {
        case .json:
            diagnostics.forEach { Console.error(DiagnosticLine.json($0)) }
        case .text:
            for entry in DiagnosticReport(diagnostics).entries(verbose: verbose) {
                switch entry {
                case .diagnostic(let diagnostic, let alike):
                    Console.error(segments(diagnostic, alike: alike, prefix: prefix), colour: colour)
                case .summary(let line): Console.error(prefix + line)
                }
            }
        }
    }

    /// A line that is not a diagnostic but says how the command ended (`build failed: ...`);
    /// not printed in JSON form, where only diagnostics go to standard error.
    func conclude(_ line: String) {
        if format == .text { Console.error(line) }
    }

    /// `prefix` `path:line:column: ` `severity` `: message` `alike`, then the excerpt and caret lines.
    private func segments(_ diagnostic: Diagnostic, alike: String, prefix: String) -> [Console.Segment] {
        let place = diagnostic.location.map { "\($0): " } ?? ""
        let rest = diagnostic.headline.dropFirst(place.count + diagnostic.severity.rawValue.count)
        let excerpt = diagnostic.excerptLines.map { "\n" + $0 }.joined()
        return [
            (prefix + place, nil), (diagnostic.severity.rawValue, Self.style(diagnostic.severity)),
            (String(rest) + alike + excerpt, nil),
        ]
    }

    private static func style(_ severity: Diagnostic.Severity) -> Console.Style {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }
}
