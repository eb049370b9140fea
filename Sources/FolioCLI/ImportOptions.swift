import ArgumentParser
import FolioModel

/// Which articles `folio import` takes from a site, and in what order: the sections, the
/// earliest date, a tag, a language, drafts and a count, newest first.
struct ImportOptions: ParsableArguments {
    @Option(
        name: .customLong("section"),
        help: ArgumentHelp(
            "A section to take articles from (repeatable): a Jekyll collection (_posts, _articles), a folder of Hugo's or Zola's content (getting-started), a folder of a plain one. Default: every content folder.",
            valueName: "section"))
    var sections: [String] = []

    @Option(help: ArgumentHelp("Only articles dated on or after DATE (YYYY-MM-DD).", valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp("Only articles with this tag or category (any case).", valueName: "tag"))
    var tag: String?

    @Option(
        help: ArgumentHelp(
            "Only articles in this language (BCP 47: en, pt-BR). Default: the site's language, else the language of most articles.",
            valueName: "lang"))
    var lang: String?

    @Option(help: ArgumentHelp("At most N articles, the newest.", valueName: "n"))
    var limit: Int?

    @Flag(help: "Take drafts too (draft: true); they stay drafts in the issue.")
    var drafts = false

    func validate() throws {
        if let since, !ISODate.isValid(since) {
            throw ValidationError("--since: '\(since)' is not a date; write it as YYYY-MM-DD (2024-01-31)")
        }
        if let limit, limit < 1 { throw ValidationError("--limit: give a number of articles, 1 or more") }
        if let lang, LanguageTag(lang) == nil {
            throw ValidationError("--lang: '\(lang)' is not a BCP 47 language tag (en, pt-BR, zh-Hant)")
        }
    }
}
