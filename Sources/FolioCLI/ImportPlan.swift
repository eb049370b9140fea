import FolioFormats
import FolioModel
import Foundation

/// Everything one `folio import` writes, worked out before anything is written: the articles
/// chosen with their new front matter, the files they use (`ImportReferenceResolver`), the
/// issue's settings, and the report of what was not carried over.
struct ImportPlan {
    /// The articles, in the issue's order, each with its place in the issue decided.
    private(set) var articles: [ImportArticle] = []
    /// The files to copy: site-relative source by issue-relative destination.
    private(set) var copies: [String: String] = [:]
    /// What could not be carried over.
    private(set) var report = ImportReport()
    /// The text of `issue.yaml`.
    private(set) var settings = ""
    /// The summary lines the command prints and the report file starts with.
    private(set) var summary: [String] = []

    let site: SiteConfig
    let siteName: String
    let issueName: String

    /// Why nothing can be imported.
    struct NothingToImport: Error, CustomStringConvertible {
        var description: String
    }

    /// Plans the import of `site` (named `siteName` by the user) into the folder `issueName`.
    init(site: SiteConfig, siteName: String, issueName: String, options: ImportOptions) throws {
        self.site = site
        self.siteName = siteName
        self.issueName = issueName
        let layout = ImportLayout(site: site)
        let candidates = try ImportCandidates.find(in: site, sections: options.sections)
        let reader = ImportArticleReader(site: site, layout: layout, siteName: siteName)
        var readReport = ImportReport()
        let read = candidates.paths.compactMap { reader.read($0, report: &readReport) }
        let selection = ImportSelection(read, options: options, site: site)
        guard !selection.articles.isEmpty else {
            let found = "\(candidates.paths.count) Markdown \(candidates.paths.count == 1 ? "file" : "files")"
            let why = selection.leftOut.isEmpty ? "" : " (left out: \(selection.leftOut.joined(separator: ", ")))"
            throw NothingToImport(description: "no article to import: found \(found)\(why); nothing was written")
        }
        // Only the chosen articles' problems are reported, and the unreadable files'.
        let chosen = Set(selection.articles.map(\.sitePath))
        for diagnostic in readReport.diagnostics {
            let path = diagnostic.location?.path
            if diagnostic.severity == .error || chosen.contains(where: { reader.displayPath($0) == path }) {
                report.add(diagnostic)
            }
        }
        var taken = Set<String>()
        for (index, var article) in selection.articles.enumerated() {
            article.issuePath = Self.unique(article.issuePath, taken: &taken)
            article.fields.order = index + 1
            articles.append(article)
        }
        for article in articles { plan(article, resolver: ImportReferenceResolver(layout: layout)) }
        settings = ImportIssueSettings(site: site, siteName: siteName, language: selection.language).text
        let files = copies.count
        summary = [
            "imported \(articles.count) \(articles.count == 1 ? "article" : "articles") and \(files) "
                + "\(files == 1 ? "file" : "files") from \(siteName) (\(site.kind)) into \(issueName)"
        ]
        var leftOut = selection.leftOut
        if candidates.sectionPages > 0 {
            leftOut.insert("\(candidates.sectionPages) section list pages (_index.md)", at: 0)
        }
        if !leftOut.isEmpty { summary.append("left out: " + leftOut.joined(separator: ", ")) }
        if let count = report.countLine { summary.append(count) }
    }

    /// The report file's text, headed by `command` (the command line that made it).
    func reportText(command: String) -> String {
        report.text(command: command, summary: summary)
    }

    /// Every file to write, issue-relative, with its bytes: the articles, then the copies.
    func files() throws -> [(path: String, data: Data)] {
        var files = articles.map { (path: $0.issuePath, data: Data(($0.fields.yaml + $0.body).utf8)) }
        for (issuePath, sitePath) in copies.sorted(by: { $0.key < $1.key }) {
            files.append((issuePath, try Data(contentsOf: site.root.appendingPathComponent(sitePath))))
        }
        return files
    }

    /// Finds the files `article` uses and the template syntax it keeps, reporting each at its
    /// place in the issue's copy.
    private mutating func plan(_ article: ImportArticle, resolver: ImportReferenceResolver) {
        let headerLines = article.fields.yaml.utf8.count { $0 == UInt8(ascii: "\n") }
        let path =
            issueName == "." ? article.issuePath : (issueName as NSString).appendingPathComponent(article.issuePath)
        func place(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(path: path, line: line + headerLines, column: column)
        }
        var references = ImportReferenceScan.references(in: article.body).map {
            ($0.path, place($0.line, $0.column))
        }
        if let cover = article.fields.cover, let location = article.coverLocation {
            references.insert((cover, location), at: 0)
        }
        for (reference, location) in references {
            switch resolver.resolve(reference, from: article.sitePath, base: article.base) {
            case .copy(let sitePath, let issuePath):
                if let other = copies[issuePath], other != sitePath {
                    report.add(
                        .warning(
                            "'\(reference)' is '\(sitePath)' in the site, but '\(other)' is already copied to '\(issuePath)'; not copied",
                            at: location))
                } else {
                    copies[issuePath] = sitePath
                }
            case .page:
                break
            case .missing(let target):
                report.add(.warning("'\(target)' is not in the site; nothing was copied", at: location))
            case .outside(let target):
                report.add(
                    .warning(
                        "'\(target)' lies outside the folder the issue takes its articles from; not copied",
                        at: location))
            }
        }
        for construct in ImportConstructScan.constructs(in: article.body, site: site.kind) {
            report.add(
                .warning(
                    "\(construct.kind) '\(construct.text)' kept as written",
                    at: place(construct.line, construct.column)))
        }
    }

    /// `path`, or `name-2.md`, `name-3.md` … when an article already has it.
    private static func unique(_ path: String, taken: inout Set<String>) -> String {
        var candidate = path
        var number = 2
        while taken.contains(candidate.lowercased()) {
            let stem = (path as NSString).deletingPathExtension
            let ext = (path as NSString).pathExtension
            candidate = "\(stem)-\(number).\(ext)"
            number += 1
        }
        taken.insert(candidate.lowercased())
        return candidate
    }
}
