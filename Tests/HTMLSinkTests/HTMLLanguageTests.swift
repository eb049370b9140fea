import FolioBuild
import FolioPluginAPI
import Foundation
import Testing

@testable import HTMLSink

/// Every page of the HTML bundle states its language and direction: the issue's on `index.html`
/// and `contents.html`, the article's on its own page and its `<article>`; a contents entry
/// whose article is in another language says so.
@Suite struct HTMLLanguageTests {
    func bundle() throws -> (URL, Publication) {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let articles = [
            Article(
                id: "tokyo", title: "東京", summary: "朝", blocks: [.paragraph([.text("東京の朝")])],
                sourcePath: "tokyo.md", language: "ja"),
            Article(id: "cairo", title: "القاهرة", blocks: [.paragraph([.text("نص")])], sourcePath: "cairo.md"),
        ].map { $0.inIssue(language: "ar") }
        let issue = Issue(title: "عدد", settings: IssueSettings(language: "ar"), articles: articles)
        let columns = articles.map { article in
            [Page(blocks: article.blocks, start: .init(block: 0, offset: 0), fill: 0.2, showsTitle: true)]
        }
        let publication = Publication(
            issue: issue, layout: IssueLayout(geometry: .portrait, columns: columns),
            folder: try ContentFolder(path: folder.path),
            assets: PreparedAssets(catalog: AssetCatalog(), cache: folder))
        return (try HTMLSinkTestSupport.publish(publication), publication)
    }

    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theIssuesOwnPagesStateItsLanguage() throws {
        let (out, _) = try bundle()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try text("index.html", in: out).contains("<html lang=\"ar\" dir=\"rtl\">\n"))
        let contents = try text("contents.html", in: out)
        #expect(contents.contains("<html lang=\"ar\" dir=\"rtl\">\n"))
        // The Japanese entry's title and summary say so; the Arabic one is the page's language.
        #expect(contents.contains("\" lang=\"ja\" dir=\"ltr\">東京</a>"))
        #expect(contents.contains("<p lang=\"ja\" dir=\"ltr\">朝</p>"))
        #expect(contents.contains("\">القاهرة</a>"))
    }

    @Test func eachArticlePageStatesTheArticlesLanguage() throws {
        let (out, publication) = try bundle()
        defer { try? FileManager.default.removeItem(at: out) }
        let expected = [("ja", "ltr", "東京"), ("ar", "rtl", "القاهرة")]
        for (article, (language, direction, title)) in zip(publication.issue.articles, expected) {
            let page = try HTMLArticlePage(
                article: article, pages: publication.pages.article(at: article.id == "tokyo" ? 0 : 1),
                catalog: AssetCatalog(), issue: ArticleFileIssue(publication.issue, digests: publication.digests))
            let html = String(decoding: page.data, as: UTF8.self)
            #expect(html.hasPrefix("<!doctype html>\n<html lang=\"\(language)\" dir=\"\(direction)\">\n"))
            #expect(html.contains("<article lang=\"\(language)\" dir=\"\(direction)\"><header"))
            #expect(html.contains(title))
            #expect(
                FileManager.default.fileExists(
                    atPath: out.appendingPathComponent(HTMLSink().articlePath(for: page.data)).path))
        }
    }

    @Test func anIssueWithoutALanguageIsEnglishLeftToRightAsBefore() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = try HTMLSinkTestSupport.publish(try HTMLSinkTestSupport.publication(in: folder))
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try text("index.html", in: out).contains("<html lang=\"en\" dir=\"ltr\">\n"))
        #expect(!(try text("contents.html", in: out)).contains(" lang=\"en\" dir=\"ltr\">The"))
    }
}
