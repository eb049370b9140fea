import FolioBuild
import FolioLayout
import FolioModel
import FolioPluginAPI
import FolioSearch
import FolioTestSupport
import FolioText
import Foundation
import MarkdownSource
import PlistSource
import Testing

@testable import FolioCLI

/// Search lands on the page: for every article with more than one page, in the sample and in
/// every script of Examples/Scripts, a word first written on a later page of the article finds
/// the article at that page, in every geometry; and `folio search` (the release binary) prints it.
@Suite struct SearchCommandTests {
    /// The issue in `folder` (relative to the package) and its pages in every geometry, measured
    /// with the issue's fonts as `folio search` measures them.
    static func load(_ folder: String) async throws -> (FolioModel.Issue, PageMatrix) {
        let registry = PluginRegistry(sources: [MarkdownSource(), PlistSource()])
        let path = FolioProcess.packageRoot.appendingPathComponent(folder).path
        var context = IssueLoader(registry: registry).context(folderAt: path)
        try await StepRunner.run(Pipeline.reading + [.fonts], on: &context)
        let issue = context.state.issue
        return (issue, PageMatrix(issue.articles, for: issue.settings.pages, typesetting: context.state.typesetting))
    }

    /// Per article with a later page in `layout`, a word written first on a page after the first
    /// (its stem found nowhere earlier in the article), and that page (from 1).
    static func laterWords(of issue: FolioModel.Issue, in layout: IssueLayout) throws -> [(
        article: Int, word: String, page: Int
    )] {
        var found: [(Int, String, Int)] = []
        for (number, article) in issue.articles.enumerated() where layout.columns[number].count > 1 {
            let breaker = WordBreaker(language: article.header.pageLanguage)
            let language = article.header.pageLanguage
            func stem(_ word: Substring) -> String { SearchStemmer.stem(SearchKey.of(word), language: language) }
            var seen: Set<String> = Set(try breaker.words(in: SearchIndex.header(of: article)).map { stem($0.text) })
            search: for (block, content) in article.blocks.enumerated() {
                for word in try breaker.words(in: content.plainText) {
                    let key = stem(word.text)
                    guard seen.insert(key).inserted else { continue }
                    let page = layout.page(
                        containing: SourcePosition(block: block, offset: word.scalarOffset), inArticle: number)
                    if page > 0 {
                        found.append((number, String(word.text), page + 1))
                        break search
                    }
                }
            }
        }
        return found
    }

    @Test(arguments: ["Content", "Examples/Scripts"])
    func aWordOfALaterPageFindsThatPage(folder: String) async throws {
        let (issue, matrix) = try await Self.load(folder)
        let index = try SearchIndex(issue.articles)
        var checked = 0
        for row in matrix.rows {
            for (article, word, page) in try Self.laterWords(of: issue, in: row.layout) {
                let language = issue.articles[article].header.pageLanguage
                let places = try index.search(word, language: language)
                let place = try #require(
                    places.first { $0.article == article },
                    "\(folder) \(row.name): '\(word)' not found in article \(article)")
                #expect(
                    place.page(in: row.layout) + 1 == page,
                    "\(folder) \(row.name) \(issue.articles[article].id): '\(word)'")
                checked += 1
            }
        }
        #expect(checked >= matrix.rows.count * (folder == "Content" ? 5 : 8), "\(checked) words checked")
    }

    @Test func theReleaseBinaryPrintsTheHitsForScripts() async throws {
        let (issue, matrix) = try await Self.load("Examples/Scripts")
        let later = try Self.laterWords(of: issue, in: matrix.rows[0].layout)
        let thai = try #require(later.first { issue.articles[$0.article].header.pageLanguage == "th" })
        let folder = FolioProcess.packageRoot.appendingPathComponent("Examples/Scripts").path
        let result = try FolioProcess.run(["search", folder, thai.word, "--language", "th"])
        #expect(result.status == 0, "\(result.errors)")
        let line = try #require(
            result.lines.first { $0.hasPrefix(issue.articles[thai.article].id + "\t") })
        #expect(line.split(separator: "\t", omittingEmptySubsequences: false)[1] == "\(thai.page)")
        let json = try FolioProcess.run(["search", folder, thai.word, "--language", "th", "--json"])
        #expect(json.text.contains("\"\(matrix.rows[0].name)\":\(thai.page)"))
        let none = try FolioProcess.run(["search", folder, "zzzqqqxxx"])
        #expect(none.status == 1 && none.text.isEmpty)
    }
}
