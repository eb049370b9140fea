/// Diagnostics as `folio` prints them: grouped by file, and in each file one line per kind,
/// which counts the others of its kind there (`... (and 12 more like this: lines 9, 14, 20, 31,
/// 40, …)`); a kind found in many files is printed for the first few files, then one line
/// counts the rest; when lines stand for more than one diagnostic, a last line counts them all
/// (`... 1,423 warnings and 2 errors in all (run with --verbose to list all)`). `--verbose`
/// prints every one, as found.
///
/// Two diagnostics are of one kind when they have the same severity and the same message once
/// its variable parts are masked (`kind(of:)`): quoted text (`park 'Acadia'`, `"x"`, `` `x` ``,
/// `‘x’`, `“x”`), tags (`<aside>`) and numbers (`parks[12].photos[3]`). A folder of 420,000 parks
/// without photos prints one warning, `(and 419,999 more like this: lines …)` at its end.
package struct DiagnosticReport: Sendable {
    /// In how many files a kind is printed before the rest are counted.
    package static let shownPerKind = 5
    /// How many line numbers a line that counts others lists.
    package static let linesListed = 5

    /// The diagnostics, in the order found.
    package var diagnostics: [Diagnostic]

    /// Creates a report.
    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// What a report prints, in order: a diagnostic, or the line that counts the rest of a kind.
    package enum Entry: Sendable, Equatable {
        /// A diagnostic, printed in full, with `alike` (empty, or ` (and 12 more like this:
        /// lines 9, 14, …)`) at the end of its first line: the others of its kind in its file.
        case diagnostic(Diagnostic, alike: String)
        /// `... and 1,230 more warnings like this in 96 more files (run with --verbose to list all)`.
        case summary(String)
    }

    /// The lines to print: all of them when `verbose`, else grouped and summarised.
    /// `listAll` names how to see them all (`run with --verbose to list all`).
    package func lines(verbose: Bool, listAll: String = "run with --verbose to list all") -> [String] {
        entries(verbose: verbose, listAll: listAll).map {
            switch $0 {
            case .diagnostic(let diagnostic, let alike):
                ([diagnostic.headline + alike] + diagnostic.excerptLines).joined(separator: "\n")
            case .summary(let line): line
            }
        }
    }

    /// What `lines` prints, before it is made text: so a printer can style a diagnostic (colour
    /// its severity) or write it in another form, and still summarise alike.
    package func entries(verbose: Bool, listAll: String = "run with --verbose to list all") -> [Entry] {
        guard !verbose else { return diagnostics.map { .diagnostic($0, alike: "") } }
        // Each file's diagnostics, files in the order first met; in each, its kinds in the
        // order first met, with their diagnostics.
        var files: [String?] = []
        var groups: [String?: [(kind: String, members: [Diagnostic])]] = [:]
        for diagnostic in diagnostics {
            let file = diagnostic.location?.path
            let kind = Self.kind(of: diagnostic)
            if groups[file] == nil { files.append(file) }
            if let index = groups[file]?.firstIndex(where: { $0.kind == kind }) {
                groups[file]![index].members.append(diagnostic)
            } else {
                groups[file, default: []].append((kind, [diagnostic]))
            }
        }
        var filesOfKind: [String: (files: Int, diagnostics: Int)] = [:]
        for file in files {
            for group in groups[file]! {
                filesOfKind[group.kind, default: (0, 0)].files += 1
                filesOfKind[group.kind, default: (0, 0)].diagnostics += group.members.count
            }
        }
        var shownFiles: [String: Int] = [:]
        var shownDiagnostics: [String: Int] = [:]
        var entries: [Entry] = []
        for file in files {
            for group in groups[file]! {
                let shown = shownFiles[group.kind, default: 0] + 1
                shownFiles[group.kind] = shown
                guard shown <= Self.shownPerKind else { continue }
                shownDiagnostics[group.kind, default: 0] += group.members.count
                entries.append(.diagnostic(group.members[0], alike: Self.alike(group.members.dropFirst())))
                guard shown == Self.shownPerKind, let total = filesOfKind[group.kind], total.files > shown else {
                    continue
                }
                let rest = total.diagnostics - shownDiagnostics[group.kind, default: 0]
                let severity = group.members[0].severity.rawValue
                let noun = rest == 1 ? severity : severity + "s"
                let otherFiles = total.files - shown
                let places = otherFiles == 1 ? "1 more file" : "\(Self.grouped(otherFiles)) more files"
                entries.append(
                    .summary("... and \(Self.grouped(rest)) more \(noun) like this in \(places) (\(listAll))"))
            }
        }
        let printed = entries.count { if case .diagnostic = $0 { true } else { false } }
        if printed < diagnostics.count { entries.append(.summary(totals(listAll: listAll))) }
        return entries
    }

    /// `... 1,423 warnings and 2 errors in all (run with --verbose to list all)`: the last line
    /// when some lines stand for more than one diagnostic.
    func totals(listAll: String) -> String {
        let counts = [Diagnostic.Severity.error, .warning, .note].compactMap { severity -> String? in
            let count = diagnostics.count { $0.severity == severity }
            guard count > 0 else { return nil }
            return "\(Self.grouped(count)) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        let listed = counts.count > 1 ? counts.dropLast().joined(separator: ", ") + " and " + counts.last! : counts[0]
        return "... \(listed) in all (\(listAll))"
    }

    /// ` (and 12 more like this: lines 9, 14, 20, 31, 40, …)` for the others of a kind in a
    /// file; empty when there are none.
    static func alike(_ others: ArraySlice<Diagnostic>) -> String {
        guard !others.isEmpty else { return "" }
        var lines: [Int] = []
        for line in others.compactMap(\.location?.line) where lines.last != line { lines.append(line) }
        let listed = lines.prefix(linesListed).map(String.init).joined(separator: ", ")
        let places =
            lines.isEmpty
            ? "" : ": line\(lines.count == 1 ? "" : "s") \(listed)\(lines.count > linesListed ? ", …" : "")"
        return " (and \(grouped(others.count)) more like this\(places))"
    }

    /// The pairs of marks that enclose a message's variable text: quotes of every kind, and
    /// the angle brackets of a tag.
    private static let enclosing: [Character: Character] = [
        "'": "'", "\"": "\"", "`": "`", "‘": "’", "“": "”", "<": ">",
    ]

    /// What makes two diagnostics of one kind: severity and the message with quoted text,
    /// tags and numbers masked.
    static func kind(of diagnostic: Diagnostic) -> String {
        let characters = Array(diagnostic.message)
        var masked = ""
        var closing: Character?
        var previousWasDigit = false
        for (index, character) in characters.enumerated() {
            // A mark inside a word (`park's`, `a<b`) neither opens nor closes a quote.
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            defer { previousWasDigit = closing == nil && character.isASCII && character.isNumber }
            if let close = closing {
                if character == close, !(after.isLetter || after.isNumber) {
                    closing = nil
                    masked.append(character)
                }
            } else if let close = enclosing[character], !(before.isLetter || before.isNumber),
                characters[(index + 1)...].contains(close)
            {
                closing = close
                masked.append(character)
            } else if character.isASCII && character.isNumber {
                if !previousWasDigit { masked.append("#") }
            } else {
                masked.append(character)
            }
        }
        return diagnostic.severity.rawValue + ":" + masked
    }

    /// `419995` as `419,995`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
