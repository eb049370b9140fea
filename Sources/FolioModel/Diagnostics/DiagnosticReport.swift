/// Diagnostics as `folio` prints them: every one in compiler form, except that of many of one
/// kind only the first few are printed, then one line that counts the rest.
///
/// Two diagnostics are of one kind when they have the same severity and the same message once
/// its variable parts are masked: text in single quotes (`park 'Acadia'`) and numbers
/// (`parks[12].photos[3]`). A folder of 420,000 parks without photos prints five warnings and
/// `... and 419,995 more warnings like this (run with --verbose to list all)`.
package struct DiagnosticReport: Sendable {
    /// How many diagnostics of one kind are printed before the rest are counted.
    package static let shownPerKind = 5

    /// The diagnostics, in the order found.
    package var diagnostics: [Diagnostic]

    /// Creates a report.
    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// What a report prints, in order: a diagnostic, or the line that counts the rest of a kind.
    package enum Entry: Sendable, Equatable {
        /// A diagnostic, printed in full.
        case diagnostic(Diagnostic)
        /// `... and 419,995 more warnings like this (run with --verbose to list all)`.
        case summary(String)
    }

    /// The lines to print: all of them when `verbose`, else each kind summarised after
    /// `shownPerKind`. `listAll` names how to see them all (`run with --verbose to list all`).
    package func lines(verbose: Bool, listAll: String = "run with --verbose to list all") -> [String] {
        entries(verbose: verbose, listAll: listAll).map {
            switch $0 {
            case .diagnostic(let diagnostic): diagnostic.description
            case .summary(let line): line
            }
        }
    }

    /// What `lines` prints, before it is made text: so a printer can style a diagnostic (colour
    /// its severity) or write it in another form, and still summarise alike.
    package func entries(verbose: Bool, listAll: String = "run with --verbose to list all") -> [Entry] {
        guard !verbose else { return diagnostics.map(Entry.diagnostic) }
        var totals: [String: Int] = [:]
        let kinds = diagnostics.map(Self.kind)
        for kind in kinds { totals[kind, default: 0] += 1 }
        var shown: [String: Int] = [:]
        var entries: [Entry] = []
        for (diagnostic, kind) in zip(diagnostics, kinds) {
            let count = shown[kind, default: 0] + 1
            shown[kind] = count
            if count <= Self.shownPerKind { entries.append(.diagnostic(diagnostic)) }
            if count == Self.shownPerKind, let total = totals[kind], total > count {
                let rest = total - count
                let noun = rest == 1 ? diagnostic.severity.rawValue : diagnostic.severity.rawValue + "s"
                entries.append(.summary("... and \(Self.grouped(rest)) more \(noun) like this (\(listAll))"))
            }
        }
        return entries
    }

    /// What makes two diagnostics of one kind: severity and the message with quoted text and
    /// numbers masked.
    static func kind(of diagnostic: Diagnostic) -> String {
        let characters = Array(diagnostic.message)
        var masked = ""
        var inQuote = false
        var previousWasDigit = false
        for (index, character) in characters.enumerated() {
            // An apostrophe inside a word (`park's`) neither opens nor closes a quote.
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            let isQuote =
                character == "'"
                && (inQuote ? !(after.isLetter || after.isNumber) : !(before.isLetter || before.isNumber))
            defer { previousWasDigit = !inQuote && character.isASCII && character.isNumber }
            if isQuote {
                inQuote.toggle()
                masked.append(character)
            } else if inQuote {
                continue
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
