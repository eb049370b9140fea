import FolioPluginAPI

/// The page `folio preview` opens on when the folder has errors: every problem found, each
/// with its location, escaped like every other line Folio prints. The articles that could be
/// read follow it, so a writer previewing 40 articles reads the 39 good ones and sees what is
/// wrong with the last. (`folio build` stays strict: with errors it writes nothing.)
enum ProblemsArticle {
    /// The article's id when no article has it already.
    static let preferredID = "folio-problems"

    /// An article listing `diagnostics` (errors first, then warnings and notes), with an id
    /// that none of `existing` has.
    static func make(_ diagnostics: [Diagnostic], existing: Set<String>) -> Article {
        let errors = diagnostics.filter { $0.severity == .error }
        let others = diagnostics.filter { $0.severity != .error }
        var blocks: [Block] = [
            .paragraph([
                .text(
                    "Folio found \(BuildSummary.count(errors.count, "error"))"
                        + (others.isEmpty ? "" : " and \(BuildSummary.count(others.count, "other message"))")
                        + " in this folder. The articles that could be read follow this page (press right);"
                        + " `folio build` writes nothing until the errors are fixed.")
            ])
        ]
        for diagnostic in errors + others {
            var line: [Inline] = []
            if let location = diagnostic.location { line += [.code(location.description), .lineBreak] }
            line += [
                .strong([.text(diagnostic.severity.rawValue)]),
                .text(": " + ControlCharacters.escaped(diagnostic.message)),
            ]
            blocks.append(.paragraph(line))
            let excerpt = diagnostic.excerptLines
            if !excerpt.isEmpty { blocks.append(.code(info: "", text: excerpt.joined(separator: "\n"))) }
        }
        var id = preferredID
        var suffix = 2
        while existing.contains(id) {
            id = "\(preferredID)-\(suffix)"
            suffix += 1
        }
        return Article(
            id: id, title: "Problems: \(BuildSummary.count(errors.count, "error"))",
            summary: "What Folio could not read in this folder, and where.", blocks: blocks, sourcePath: "")
    }

    /// `issue` as the preview shows it with `diagnostics`: the problems page first, in the
    /// place of the cover, which is left out (the cover is the strip's first page for the
    /// navigation rules, and its settings may be what is wrong; it comes back once the folder
    /// reads cleanly). Returns the issue and the problems page's id.
    static func showing(_ diagnostics: [Diagnostic], in issue: Issue) -> (issue: Issue, id: String) {
        var issue = issue
        issue.articles.removeAll { $0.kind == .cover }
        let problems = make(diagnostics, existing: Set(issue.articles.map(\.id)))
        issue.articles.insert(problems, at: 0)
        return (issue, problems.id)
    }
}
