import FolioBuild
import FolioOutput
import FolioPluginAPI
import FolioTestSupport
import Foundation
import Testing

@testable import JSONSink

/// The cover in the JSON bundle: the first article, of kind `cover`, with its photo, and the
/// issue's number and cover lines; the bundle still validates against the schema.
@Suite struct JSONCoverTests {
    @Test func theCoverIsTheFirstArticleWithItsLinesAndPhoto() async throws {
        let temp = try TemporaryFolder()
        try temp.write("content/issue.yaml", "title: Slow Ground\n")
        let folder = try ContentFolder(path: temp.url.appendingPathComponent("content").path)
        let articles = ["Hollin Water", "Fenwick Wood"].map { title in
            Article(
                id: Slug.make(title), title: title, blocks: [.paragraph([.text("Words about \(title).")])],
                sourcePath: "\(Slug.make(title)).md")
        }
        var issue = FolioModel.Issue(
            title: "Slow Ground", subtitle: "Small things", date: "2026-11-21", number: "12", articles: articles)
        issue.coverLines = articles.map { CoverLine(articleID: $0.id, title: $0.title) }
        let cover = Article.cover(
            of: issue, number: "12", date: "2026-11-21", lines: issue.coverLines, photo: nil, sourcePath: "issue.yaml")
        issue.articles.insert(cover, at: 0)
        let assets = try await AssetStage().prepare(
            issue, folder: folder, cache: temp.url.appendingPathComponent("cache"))
        let publication = Publication(
            issue: issue, pages: PageMatrix(issue, for: issue.settings.pages), folder: folder, assets: assets)
        let out = temp.url.appendingPathComponent("out")
        try AtomicFolder.replace(out, step: "Publish json") { try JSONSink().publish(publication, to: $0) }

        let data = try Data(contentsOf: out.appendingPathComponent("issue.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let meta = try #require(json["issue"] as? [String: Any])
        #expect(meta["number"] as? String == "12")
        let lines = try #require(meta["coverLines"] as? [[String: String]])
        #expect(
            lines == [
                ["article": "hollin-water", "title": "Hollin Water"],
                ["article": "fenwick-wood", "title": "Fenwick Wood"],
            ])
        let entries = try #require(json["articles"] as? [[String: Any]])
        #expect(entries.map { $0["kind"] as? String } == ["cover", "text", "text"])
        #expect(entries.first?["id"] as? String == "cover")
        #expect((entries.first?["pageCounts"] as? [String: Int])?.values.allSatisfy { $0 == 1 } == true)
        // The cover's file holds its lines as links to the articles.
        let file = try #require(entries.first?["file"] as? String)
        let article = try String(contentsOf: out.appendingPathComponent(file), encoding: .utf8)
        #expect(article.contains("\"#/hollin-water\"") && article.contains("\"#/fenwick-wood\""))
        let (status, output) = try SchemaValidator.validate(bundle: out)
        #expect(status == 0, "\(output)")
    }
}
