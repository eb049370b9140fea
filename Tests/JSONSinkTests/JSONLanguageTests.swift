import FolioBuild
import FolioOutput
import FolioPluginAPI
import FolioTestSupport
import Foundation
import Testing

@testable import JSONSink

/// The JSON bundle's languages and directions (the issue's and each article's) and each page's
/// line breaks.
@Suite struct JSONLanguageTests {
    /// An Arabic issue with a Japanese article, an article without `lang:` (the issue's) and a
    /// long English one whose lines wrap, published as a JSON bundle.
    func bundle() async throws -> (TemporaryFolder, URL, Publication) {
        let temp = try TemporaryFolder()
        try temp.write("content/issue.yaml", "lang: ar\n")
        let words = Array(repeating: "Words that wrap across the lines of the page.", count: 40).joined(separator: " ")
        let articles = [
            Article(
                id: "tokyo", title: "東京", blocks: [.paragraph([.text("東京の朝")])], sourcePath: "tokyo.md",
                language: "ja"),
            Article(id: "cairo", title: "القاهرة", blocks: [.paragraph([.text("نص")])], sourcePath: "cairo.md"),
            Article(
                id: "long", title: "Long", blocks: [.paragraph([.text(words)])], sourcePath: "long.md",
                language: "en-GB"),
        ].map { $0.inIssue(language: "ar") }
        let issue = FolioModel.Issue(title: "عدد", settings: IssueSettings(language: "ar"), articles: articles)
        let folder = try ContentFolder(path: temp.url.appendingPathComponent("content").path)
        let pages = PageMatrix(issue, for: issue.settings.pages)
        let assets = try await AssetStage().prepare(
            issue, folder: folder, cache: temp.url.appendingPathComponent("cache"))
        let publication = Publication(issue: issue, pages: pages, folder: folder, assets: assets)
        let out = temp.url.appendingPathComponent("out")
        try AtomicFolder.replace(out, step: "Publish json") { try JSONSink().publish(publication, to: $0) }
        return (temp, out, publication)
    }

    func object(_ path: String, in bundle: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: bundle.appendingPathComponent(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path)")
    }

    @Test func theIssueAndEachArticleStateTheirLanguageAndDirection() async throws {
        let (temp, out, _) = try await bundle()
        defer { _ = temp }
        let issue = try object("issue.json", in: out)
        let meta = try #require(issue["issue"] as? [String: Any])
        #expect(meta["lang"] as? String == "ar")
        #expect(meta["dir"] as? String == "rtl")
        let articles = try #require(issue["articles"] as? [[String: Any]])
        #expect(articles.map { $0["lang"] as? String } == ["ja", "ar", "en-GB"])
        #expect(articles.map { $0["dir"] as? String } == ["ltr", "rtl", "ltr"])
    }

    @Test func eachPageListsItsLineBreaksAsTheLayoutHasThem() async throws {
        let (temp, out, publication) = try await bundle()
        defer { _ = temp }
        let issue = try object("issue.json", in: out)
        let articles = try #require(issue["articles"] as? [[String: Any]])
        var wrapped = 0
        for (index, entry) in articles.enumerated() {
            let file = try object(try #require(entry["file"] as? String), in: out)
            let maps = try #require(file["pageMaps"] as? [[String: Any]])
            let laidOut = publication.pages.article(at: index).entries
            #expect(maps.count == laidOut.count)
            for (map, layout) in zip(maps, laidOut) {
                let pages = try #require(map["pages"] as? [[String: Any]])
                for (page, laid) in zip(pages, layout.pages) {
                    let breaks = try #require(page["breaks"] as? [Int])
                    let expected = laid.lineBreaks.flatMap { [$0.source, $0.offset, $0.hyphenated ? 1 : 0] }
                    #expect(breaks == expected)
                    wrapped += laid.lineBreaks.count
                }
            }
        }
        #expect(wrapped > 0, "the long article's lines wrap")
    }
}
