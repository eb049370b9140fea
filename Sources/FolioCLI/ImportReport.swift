import FolioModel

/// Everything `folio import` could not carry over, each at its file, line and column in the
/// site or the issue: template syntax kept as written, files missing or outside what the
/// issue holds, articles that could not be read (warnings and errors), and front matter keys
/// Folio does not read, kept as written (notes). Printed like a
/// build's diagnostics and written in full into the issue as `import-report.txt`.
struct ImportReport {
    /// The report's file name in the issue folder: not Markdown, so never read as an article.
    static let fileName = "import-report.txt"

    /// The entries, in the order found.
    private(set) var diagnostics: [Diagnostic] = []

    /// Adds an entry.
    mutating func add(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// The summary's line counting the entries (`12 things not carried over as written and
    /// 26 front matter keys kept that Folio does not read, listed in the report`); nil for none.
    var countLine: String? {
        let notes = diagnostics.count { $0.severity == .note }
        let others = diagnostics.count - notes
        var parts: [String] = []
        if others > 0 { parts.append("\(others) \(others == 1 ? "thing" : "things") not carried over as written") }
        if notes > 0 {
            parts.append("\(notes) front matter \(notes == 1 ? "key" : "keys") kept that Folio does not read")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " and ") + ", listed in the report"
    }

    /// The report file's text: the command run, the summary, then every entry in compiler
    /// form (`file:line:column: warning: message`), sorted by file and place.
    func text(command: String, summary: [String]) -> String {
        var lines = [command, ""] + summary + [""]
        if diagnostics.isEmpty {
            lines.append("Everything was carried over.")
        } else {
            lines.append(
                "In the body: at the issue's copy; in front matter: at the site's file. Warnings name what was not "
                    + "carried over as written, notes what was kept that Folio does not read:")
            lines.append("")
            lines += sorted.map(\.description)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The entries by file, line and column.
    var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { x, y in
            let (a, b) = (x.element.location, y.element.location)
            let keyA = (a?.path ?? "", a?.line ?? 0, a?.column ?? 0, x.offset)
            let keyB = (b?.path ?? "", b?.line ?? 0, b?.column ?? 0, y.offset)
            return keyA < keyB
        }.map(\.element)
    }
}
