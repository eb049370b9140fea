import FolioBuild
import FolioFormats
import FolioPluginAPI
import Foundation
import XCTest

@testable import HTMLSink

final class HTMLSinkTests: XCTestCase {
    /// Every file index.html loads and every font the style sheets name is written, and the fonts
    /// are subsets of Folio's faces, in WOFF2.
    func testWritesTheCarouselFiles() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let out = try HTMLSinkTestSupport.publish(try HTMLSinkTestSupport.publication(in: folder))
        let files = try HTMLSinkTestSupport.contents(of: out)
        let index = String(decoding: try XCTUnwrap(files["index.html"]), as: UTF8.self)
        let loaded = Self.captures(##"(?:src|href)="([^"#:?]+)""##, in: index)
        XCTAssertTrue(loaded.contains { $0.hasSuffix(".js") }, "index.html loads no script: \(loaded)")
        XCTAssertTrue(loaded.contains { $0.hasSuffix(".css") }, "index.html loads no style sheet: \(loaded)")
        for path in loaded {
            XCTAssertNotNil(files[path], "index.html loads \(path), which was not written")
        }
        var fontsNamed = Set<String>()
        for (path, data) in files where path.hasSuffix(".css") {
            for url in Self.captures(#"url\(['"]?([^'")]+)['"]?\)"#, in: String(decoding: data, as: UTF8.self))
            where !url.hasPrefix("data:") {
                let resolved = URL(fileURLWithPath: "/" + path).deletingLastPathComponent().appendingPathComponent(url)
                    .standardized.path.dropFirst()
                XCTAssertNotNil(files[String(resolved)], "\(path) names \(url), which was not written")
                if resolved.hasPrefix("fonts/") { fontsNamed.insert(String(resolved.dropFirst(6))) }
            }
        }
        // The fonts are subsets of the faces the pages were measured with: the style sheets name
        // exactly the files under fonts/, each WOFF2 and smaller than the whole face in Fonts/.
        let written = Set(
            files.keys.filter { $0.hasPrefix("fonts/") && $0.hasSuffix(".woff2") }.map { String($0.dropFirst(6)) })
        XCTAssertFalse(written.isEmpty, "the bundle ships no fonts")
        XCTAssertEqual(fontsNamed, written, "the style sheets name exactly the fonts the bundle ships")
        let whole = HTMLSinkTestSupport.packageRoot.appendingPathComponent("Fonts")
        for name in written {
            let data = try XCTUnwrap(files["fonts/\(name)"])
            XCTAssertEqual(Array(data.prefix(4)), Array("wOF2".utf8), "\(name) is not WOFF2")
            if let face = try? Data(contentsOf: whole.appendingPathComponent(name)) {
                XCTAssertLessThan(data.count, face.count, "\(name) is not a subset")
            }
        }
    }

    /// index.html carries the strip's first article as its own file holds it: its `<article>`
    /// in an inert template and its page maps' JSON, byte for byte, so that the first page needs
    /// no frame; the carousel's parts of a page are found again from its bytes alone.
    func testIndexCarriesTheOpeningArticleAsItsFileHoldsIt() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let out = try HTMLSinkTestSupport.publish(try HTMLSinkTestSupport.publication(in: folder))
        let files = try HTMLSinkTestSupport.contents(of: out)
        let index = String(decoding: try XCTUnwrap(files["index.html"]), as: UTF8.self)
        let rows = try XCTUnwrap(
            (try JSONSerialization.jsonObject(
                with: Data(try XCTUnwrap(Self.captures(#"id="folio-issue">(.*?)</script>"#, in: index).first).utf8))
                as? [String: Any])?["articles"] as? [[Any]])
        let pattern = "articles/*.html"
        let firstFile = pattern.replacingOccurrences(of: "*", with: try XCTUnwrap(rows.first?[2] as? String))
        let page = try XCTUnwrap(files[firstFile])
        let parts = try XCTUnwrap(HTMLArticlePage.carouselParts(of: page))
        XCTAssertTrue(parts.article.hasPrefix("<article") && parts.article.hasSuffix("</article>"))
        XCTAssertTrue(parts.pagesJSON.hasPrefix("{") && parts.pagesJSON.hasSuffix("}"))
        XCTAssertTrue(index.contains("<template id=\"folio-opening\">\(parts.article)</template>\n"))
        XCTAssertTrue(
            index.contains("<script type=\"application/json\" id=\"folio-opening-pages\">\(parts.pagesJSON)</script>"))
        XCTAssertEqual(index.components(separatedBy: "<template").count, 2, "one article only")
        XCTAssertNil(HTMLArticlePage.carouselParts(of: Data("<!doctype html><p>The file ends here".utf8)))
    }

    /// Without the asset stage's files the sink fails with an error that says so and names the
    /// sink, and writes nothing.
    func testRefusesAPublicationWithoutAssets() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        var publication = try HTMLSinkTestSupport.publication(in: folder)
        publication.assets = nil
        let out = folder.appendingPathComponent("out")
        XCTAssertThrowsError(try HTMLSink().publish(publication, to: out)) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("the asset stage has not run"), message)
            XCTAssertTrue(message.contains("html"), message)
        }
        XCTAssertEqual(try HTMLSinkTestSupport.contents(of: out), [:], "nothing is written")
    }

    /// The first capture group of every match of `pattern` in `text`.
    static func captures(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    func testTwoBuildsAreByteIdentical() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let publication = try HTMLSinkTestSupport.publication(in: folder)
        let first = try HTMLSinkTestSupport.contents(of: try HTMLSinkTestSupport.publish(publication))
        let second = try HTMLSinkTestSupport.contents(of: try HTMLSinkTestSupport.publish(publication))
        XCTAssertEqual(first, second)
    }

    func testIndexHasTheCSPAndNoInlineScriptOrStyle() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let out = try HTMLSinkTestSupport.publish(try HTMLSinkTestSupport.publication(in: folder))
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(
            html.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; img-src 'self'; font-src 'self'; style-src 'self'; script-src 'self'"
            ))
        let scripts = html.components(separatedBy: "<script").dropFirst()
        XCTAssertEqual(
            scripts.count, 2 + IndexPage.scripts.count, "the issue's and the opening article's JSON, the script")
        for script in scripts {
            let tag = script.prefix { $0 != ">" }
            let isModule = IndexPage.scripts.contains {
                tag == " src=\"\($0)\" data-later=\"\(WebAssets.laterScript)\""
            }
            XCTAssertTrue(isModule || tag.contains("type=\"application/json\""), "inline script: \(tag)")
        }
        XCTAssertTrue(
            html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"),
            "zoom is never blocked")
        XCTAssertFalse(html.contains("style="), "style attributes are blocked by the CSP")
        XCTAssertFalse(html.contains("<style"), "inline style sheets are blocked by the CSP")
        for handler in ["onerror=", "onclick=", "onload="] {
            XCTAssertFalse(html.contains(handler), "no inline event handlers")
        }
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "nothing remote")
    }

    func testContentsArePlainHTMLLinkedFromTheIndex() throws {
        let entry = { (id: String, title: String, author: String?, summary: String?) in
            HTMLArticleSummary(
                IssueIndex.Entry(
                    digest: ArticleDigest(
                        Article(id: id, title: title, author: author, summary: summary, sourcePath: "\(id).md"),
                        pages: []),
                    file: "articles/\(id).js"),
                catalog: AssetCatalog())
        }
        let articles = [entry("a", "First <b>", "A. Writer", "What & why."), entry("b", "Second", nil, nil)]
        let index = IndexPage(title: "T <1>", payloadJSON: "{}")
        XCTAssertTrue(
            index.html.contains(
                """
                <noscript id="static-contents"><iframe id="static-frame" src="contents.html" title="Contents"></iframe></noscript>
                """), index.html)
        XCTAssertFalse(index.html.contains("<h1>"), "the frame's page has the issue's title, once")
        let contents = ContentsPage(title: "T <1>", subtitle: "S & s", articles: articles).html
        XCTAssertTrue(
            contents.contains(
                """
                <div id="static"><h1>T &lt;1&gt;</h1><p class="subtitle">S &amp; s</p>
                <h2>Contents</h2>
                <ol>
                <li data-source="a.md"><a href="articles/a.js">First &lt;b&gt;</a> <span class="author">by A. Writer</span> <span class="count">(0 pages)</span><p>What &amp; why.</p></li>
                <li data-source="b.md"><a href="articles/b.js">Second</a> <span class="count">(0 pages)</span></li>
                </ol>
                """), contents)
        XCTAssertTrue(contents.contains("<script src=\"folio-contents-page.js\"></script>"), "its one script")
        XCTAssertTrue(contents.contains(IndexPage.contentSecurityPolicy), "the bundle's policy")
    }

    func testHostileTitlesAreEscaped() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let hostile = "</script><script>alert(1)</script><img src=x onerror=alert(2)>\u{2028}&amp;"
        let publication = try HTMLSinkTestSupport.publication(title: hostile, issueTitle: hostile, in: folder)
        let out = try HTMLSinkTestSupport.publish(publication)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertFalse(html.contains("<script>alert"))
        XCTAssertFalse(html.contains("<img src=x"))
        XCTAssertTrue(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)"), "the document title is escaped")
        // Inside the JSON block no `<` survives, so nothing can close it.
        let json = html.components(separatedBy: "id=\"folio-issue\">")[1].components(separatedBy: "</script>")[0]
        for character in ["<", ">", "&", "\u{2028}"] {
            XCTAssertFalse(json.contains(character), "\(character) in the index")
        }
        let data = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let articles = data?["articles"] as? [[String]]
        XCTAssertEqual(articles?.first?[1], hostile, "the JSON still holds the exact title")
        // The article's own page: the title escaped in its text and its JSON block.
        let pattern = try XCTUnwrap(data?["articleFiles"] as? String)
        let pagePath = pattern.replacingOccurrences(of: "*", with: try XCTUnwrap(articles?.first?[2]))
        let page = try String(contentsOf: out.appendingPathComponent(pagePath), encoding: .utf8)
        XCTAssertFalse(page.contains("<script>alert"))
        XCTAssertTrue(page.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)"), "the page's title is escaped")
        let block = page.components(separatedBy: "id=\"folio-pages\">")[1].components(separatedBy: "</script>")[0]
        for character in ["<", ">", "&", "\u{2028}"] {
            XCTAssertFalse(block.contains(character), "\(character) in the JSON block")
        }
        XCTAssertEqual(
            page.components(separatedBy: "<script").count, 3, "the JSON block and folio-article.js, nothing else")
        XCTAssertTrue(
            page.contains("<h1>&lt;/script&gt;&lt;script&gt;alert(1)"), "the article's header escapes the title")
        XCTAssertTrue(page.contains("Water.</p>"))
    }

    func testIndexHoldsSummariesAndTheNavigationMapButNoPages() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let publication = try HTMLSinkTestSupport.publication(in: folder)
        let out = try HTMLSinkTestSupport.publish(publication)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        // Only the opening article's text, in its template (`IndexPage.opening`); no other's.
        let template = try XCTUnwrap(
            html.range(of: #"(?s)<template id="folio-opening">.*?</template>"#, options: .regularExpression))
        XCTAssertTrue(html[template].contains("Water."), "the opening article in its template")
        var outside = html
        outside.removeSubrange(template)
        XCTAssertFalse(outside.contains("Water"), "no page text in index.html outside the opening article")
        XCTAssertFalse(html.contains("A boat"), "nothing of the other articles")
        XCTAssertFalse(html.contains("class=\\\"page"), "no page fragment in index.html")
        let json = html.components(separatedBy: "id=\"folio-issue\">")[1].components(separatedBy: "</script>")[0]
        let data = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(Set(data.keys), ["title", "geometries", "articles", "articleFiles"])
        XCTAssertEqual(data["articleFiles"] as? String, "articles/*.html")
        let geometries = try XCTUnwrap(data["geometries"] as? [[String: Any]])
        XCTAssertEqual(geometries.map { $0["name"] as? String }, ["phone"])
        XCTAssertEqual(
            Set(geometries[0].keys),
            ["name", "width", "height", "margin", "fontSize", "lineHeight", "columns", "columnGap", "navigation"])
        // Each article is a row [id, title, file]: its file's hash, which articleFiles completes.
        let articles = try XCTUnwrap(data["articles"] as? [[String]])
        XCTAssertEqual(articles.count, 2)
        XCTAssertEqual(articles.map(\.count), [3, 3])
        XCTAssertEqual(articles[0][0], "slow-harbour")
        let files = try HTMLSinkTestSupport.contents(of: out)
        for article in articles {
            let path = "articles/\(article[2]).html"
            XCTAssertNotNil(path.range(of: #"^articles/[0-9a-f]{32}\.html$"#, options: .regularExpression), path)
            let data = try XCTUnwrap(files[path], "\(path) is in the bundle")
            XCTAssertEqual(path, HTMLSink().articlePath(for: data), "named by the hash of its bytes")
            XCTAssertEqual(
                try HTMLSinkTestSupport.articleArgument(String(decoding: data, as: UTF8.self))["id"] as? String,
                article[0])
        }
        let navigation = try publication.navigationMap().jsonData()
        let shipped = try JSONSerialization.data(
            withJSONObject: try XCTUnwrap(geometries[0]["navigation"]), options: [.sortedKeys])
        XCTAssertEqual(
            try JSONSerialization.jsonObject(with: shipped) as? NSDictionary,
            try JSONSerialization.jsonObject(with: navigation) as? NSDictionary)
    }

    func testEachArticleHasItsOwnPageWithItsContentOnceAndAPageMapPerGeometry() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let publication = try HTMLSinkTestSupport.publication(in: folder)
        let out = try HTMLSinkTestSupport.publish(publication)
        let files = try HTMLSinkTestSupport.contents(of: out)
        XCTAssertEqual(files.keys.filter { $0.hasPrefix("articles/") }.count, 2)
        func script(_ index: Int) throws -> Data {
            try HTMLArticlePage(
                article: publication.issue.articles[index], pages: publication.pages.articles[index],
                catalog: try XCTUnwrap(publication.assets).catalog,
                issue: ArticleFileIssue(publication.issue, digests: publication.digests)
            ).data
        }
        let boatsPath = HTMLSink().articlePath(for: try script(1))
        let harbourPath = HTMLSink().articlePath(for: try script(0))
        XCTAssertEqual(files.keys.filter { $0.hasPrefix("articles/") }.sorted(), [boatsPath, harbourPath].sorted())
        let text = String(decoding: try XCTUnwrap(files[boatsPath]), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("<!doctype html>"))
        XCTAssertTrue(text.contains("<script src=\"folio-article.js\"></script>\n</body>"))
        let boats = try HTMLSinkTestSupport.articleArgument(text)
        XCTAssertEqual(Set(boats.keys), ["id", "maps"])
        XCTAssertEqual(boats["id"] as? String, "boats")
        let maps = try XCTUnwrap(boats["maps"] as? [[String: Any]])
        XCTAssertEqual(maps.map { $0["name"] as? String }, ["phone"])
        let pages = try XCTUnwrap(maps[0]["pages"] as? [[String: Any]])
        XCTAssertEqual(pages.count, 1)
        XCTAssertEqual(pages[0]["photos"] as? [Double], [260])
        XCTAssertEqual(pages[0]["regions"] as? [[Int]], [[0, 0, 0]])
        XCTAssertEqual(pages[0]["title"] as? Bool, true)
        let harbourText = String(decoding: try XCTUnwrap(files[harbourPath]), as: UTF8.self)
        let harbour = try HTMLSinkTestSupport.articleArgument(harbourText)
        let harbourPages = try XCTUnwrap((harbour["maps"] as? [[String: Any]])?.first?["pages"] as? [[String: Any]])
        XCTAssertEqual(harbourPages.map { $0["photos"] as? [Double] }, [[], []])
        XCTAssertEqual(harbourPages.map { $0["regions"] as? [[Int]] }, [[[0, 0, 0]], [[0, 1, 0]]])
        XCTAssertEqual(harbourPages.map { $0["title"] as? Bool }, [true, nil])
        // The head's description repeats the first paragraph for link previews (ShareMetadata).
        let harbourBody = try XCTUnwrap(harbourText.components(separatedBy: "</head>").last)
        XCTAssertEqual(harbourBody.components(separatedBy: "Water.").count, 2, "the content is written once")
    }

    func testEveryGeometryHasItsPageMapOverOneContent() throws {
        let paragraph = String(repeating: "Words that fill a page of text in any geometry. ", count: 60)
        let article = Article(
            id: "long", title: "Long",
            blocks: [.paragraph([.text(paragraph)]), .pageBreak, .paragraph([.strong([.text("Last.")])])],
            sourcePath: "long.md")
        let set = PageGeometrySet.standard
        let pages = ArticlePages.paginate([article], for: set)[0]
        let data = try HTMLArticlePage(article: article, pages: pages, catalog: AssetCatalog()).data
        let text = String(decoding: data, as: UTF8.self)
        let maps = try XCTUnwrap(HTMLSinkTestSupport.articleArgument(text)["maps"] as? [[String: Any]])
        XCTAssertEqual(maps.map { $0["name"] as? String }, set.names)
        XCTAssertEqual(text.components(separatedBy: "Words that fill").count, 61, "the content once, in <article>")
        for (map, entry) in zip(maps, pages.entries) {
            let shipped = try XCTUnwrap(map["pages"] as? [[String: Any]])
            XCTAssertEqual(shipped.count, entry.pages.count, entry.name)
            XCTAssertGreaterThan(shipped.count, 1, entry.name)
            for (page, original) in zip(shipped, entry.pages) {
                let regions = try XCTUnwrap(page["regions"] as? [[Int]])
                XCTAssertEqual(regions.map { $0[0] }, original.regions.map(\.column), entry.name)
                for (region, start) in zip(regions, original.regions.map(\.start)) {
                    // The page break renders no element: the last paragraph is element 1.
                    XCTAssertEqual(region[1], start.block == 2 ? 1 : 0, entry.name)
                    XCTAssertEqual(region[2], start.offset, "ASCII text: scalars are UTF-16 code units")
                }
            }
        }
    }

    /// Besides its article, a page names what share metadata needs of its issue (title,
    /// language, base URL, cover photo: `ArticleFileIssue`), the same wherever the article is.
    func testAnArticleScriptDependsOnlyOnItsArticle() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let publication = try HTMLSinkTestSupport.publication(in: folder)
        let article = publication.issue.articles[0], pages = publication.pages.articles[0]
        let alone = try HTMLArticlePage(
            article: article, pages: pages, catalog: AssetCatalog(),
            issue: ArticleFileIssue(publication.issue, digests: publication.digests))
        // The same article later in another issue, beside other articles and other photos.
        var other = publication
        other.issue.articles = [
            publication.issue.articles[1], Article(id: "x", title: "X", sourcePath: "x.md"), article,
        ]
        other.layout.columns = [
            publication.layout.columns[1], [Page(blocks: [], start: .init(block: 0, offset: 0), fill: 0)],
            publication.layout.columns[0],
        ]
        let out = try HTMLSinkTestSupport.publish(other)
        XCTAssertEqual(
            try Data(contentsOf: out.appendingPathComponent(HTMLSink().articlePath(for: alone.data))), alone.data)
    }

    func testArticleFileNamesAreHashesOfTheirBytesWhateverTheID() throws {
        for id in ["../../etc/passwd", "a/b", "Ünïcode", "con", "%2e%2e", ""] {
            let article = Article(id: id, title: "T", blocks: [.paragraph([.text("x")])], sourcePath: "x.md")
            let pages = ArticlePages([
                .init(
                    name: "page", geometry: .portrait,
                    pages: [
                        Page(
                            blocks: [.paragraph([.text("x")])], start: .init(block: 0, offset: 0), fill: 0.1,
                            showsTitle: true)
                    ])
            ])
            let data = try HTMLArticlePage(article: article, pages: pages, catalog: AssetCatalog()).data
            let path = HTMLSink().articlePath(for: data)
            XCTAssertNotNil(
                path.range(of: #"^articles/[0-9a-f]{32}\.html$"#, options: .regularExpression), "\(id) -> \(path)")
        }
    }

    func testScriptSafeJSONEscapesOnlyWhatCouldBreakOut() throws {
        let text = "a</script><!-- & \u{2028}\u{2029} € \u{2027} \u{202A} é 🌊"
        let summary = HTMLArticleSummary(
            _: IssueIndex.Entry(
                digest: ArticleDigest(Article(id: "k", title: text, sourcePath: "k.md"), pages: []),
                file: "articles/k.js"),
            catalog: AssetCatalog())
        let row = ArticleRow(summary, pattern: .init("articles/*.js"))
        let safe = String(decoding: JSONWriter.data(row, scriptSafe: true, newline: false), as: UTF8.self)
        XCTAssertEqual(
            safe, "[\"k\",\"a\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029 € \u{2027} \u{202A} é 🌊\",\"k\"]")
        let decoded = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [String]
        XCTAssertEqual(decoded?[1], text)
    }

    func testALargeIssueIsWrittenInOrderAndTheSameTwice() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        var publication = try HTMLSinkTestSupport.publication(in: folder)
        let count = 64 * 2 + 7
        publication.issue.articles = (0..<count).map { index in
            Article(
                id: "article-\(index)", title: "Article \(index)", blocks: [.paragraph([.text("Text \(index).")])],
                sourcePath: "\(index).md")
        }
        publication.layout.columns = (0..<count).map { index in
            (0...(index % 3)).map { page in
                Page(
                    blocks: [.paragraph([.text("Article \(index), page \(page).")])],
                    start: .init(block: page, offset: 0), fill: 0.5,
                    showsTitle: page == 0)
            }
        }
        let first = try HTMLSinkTestSupport.contents(of: try HTMLSinkTestSupport.publish(publication))
        let second = try HTMLSinkTestSupport.contents(of: try HTMLSinkTestSupport.publish(publication))
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.keys.filter { $0.hasPrefix("articles/") }.count, count)
        let html = String(decoding: try XCTUnwrap(first["index.html"]), as: UTF8.self)
        let json = html.components(separatedBy: "id=\"folio-issue\">")[1].components(separatedBy: "</script>")[0]
        let data = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let articles = try XCTUnwrap(data["articles"] as? [[String]])
        XCTAssertEqual(articles.map { $0[0] }, (0..<count).map { "article-\($0)" })
        let navigation = try XCTUnwrap((data["geometries"] as? [[String: Any]])?.first?["navigation"])
        let compact = try JSONDecoder().decode(
            CompactNavigationMap.self, from: try JSONSerialization.data(withJSONObject: navigation))
        let columns = try compact.expanded(titles: articles.map { $0[1] }).articles
        XCTAssertEqual(columns.map(\.pages), (0..<count).map { $0 % 3 + 1 })
        // Three lengths of column; the first and the last article's columns differ from the rest
        // by their ends (nothing to the left, nothing to the right).
        XCTAssertLessThanOrEqual(compact.columns.count, 3 + 2, "articles of the same shape share a column")
        let lastPath = "articles/\(try XCTUnwrap(articles.last?[2])).html"
        let last = String(decoding: try XCTUnwrap(first[lastPath]), as: UTF8.self)
        XCTAssertTrue(last.contains("Text \(count - 1)."))
        let maps = try XCTUnwrap(HTMLSinkTestSupport.articleArgument(last)["maps"] as? [[String: Any]])
        XCTAssertEqual((maps.first?["pages"] as? [Any])?.count, (count - 1) % 3 + 1)
    }

    func testTwoArticlesWithOneIDStillGetTheirOwnFiles() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        var publication = try HTMLSinkTestSupport.publication(in: folder)
        publication.issue.articles[1].id = publication.issue.articles[0].id
        let files = try HTMLSinkTestSupport.contents(of: try HTMLSinkTestSupport.publish(publication))
        XCTAssertEqual(
            files.keys.filter { $0.hasPrefix("articles/") }.count, 2, "names come from the bytes, not the id")
    }

    func testIssueStyleSheetHasEveryGeometryAndTheTypography() {
        let set = PageGeometrySet.standard
        let css = IssueStyleSheet(geometries: set.entries.map { ($0.name, $0.geometry) }).text
        XCTAssertTrue(css.contains(":root { --page-width: 400px; --page-height: 680px;"), "the primary by default")
        XCTAssertTrue(css.contains("@page { size: 400px 680px; margin: 0; }"), "one printed sheet per page")
        XCTAssertTrue(css.contains("--font-size: 17px; --line-height: 1.5; --column-gap: 0px; }"))
        XCTAssertTrue(
            css.contains(
                ":root[data-geometry=\"laptop\"] { --page-width: 1120px; --page-height: 700px; --page-margin: 40px; "
                    + "--font-size: 16px; --line-height: 1.5; --column-gap: 32px; }"))
        XCTAssertTrue(css.contains("@page g-laptop { size: 1120px 700px; margin: 0; }"))
        XCTAssertTrue(css.contains("[data-geometry=\"laptop\"] #print > * { page: g-laptop; }"))
        for name in set.names { XCTAssertTrue(css.contains("@page g-\(name) {"), name) }
        XCTAssertTrue(css.contains(".page header.title h1 { font-size: 1.75em; line-height: 1.2;"))
        XCTAssertTrue(css.contains(".page pre { font: 400 0.85em/1.45 \"DejaVu Sans Mono\""))
    }

    func testArticleLinksKeepTheModelsFormOrOpenTheCarousel() {
        let blocks: [Block] = [
            .paragraph([
                .link(destination: "#/hollin-water", title: nil, content: [.text("Hollin Water")]),
                .link(destination: "#notes", title: nil, content: [.text("notes")]),
            ])
        ]
        XCTAssertEqual(
            HTMLFragmentRenderer().blocks(blocks),
            "<p><a href=\"#/hollin-water\" rel=\"noopener noreferrer\">Hollin Water</a>"
                + "<a href=\"#notes\" rel=\"noopener noreferrer\">notes</a></p>",
            "the carousel's pages and the JSON bundle keep `#/ID` as the model writes it")
        XCTAssertEqual(
            HTMLFragmentRenderer(articleLinks: "index.html").blocks(blocks),
            "<p><a href=\"index.html#/hollin-water\" rel=\"noopener noreferrer\">Hollin Water</a>"
                + "<a href=\"#notes\" rel=\"noopener noreferrer\">notes</a></p>",
            "an article's own page opens the carousel at the article; an ordinary fragment stays")
    }

    func testTheIndexSaysWhenTheFirstArticleIsTheCoverAndContentsMarkIt() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        var publication = try HTMLSinkTestSupport.publication(in: folder)
        let plain = try HTMLSinkTestSupport.contents(of: try HTMLSinkTestSupport.publish(publication))
        publication.issue.articles[0].header.kind = .cover
        let covered = try HTMLSinkTestSupport.contents(of: try HTMLSinkTestSupport.publish(publication))
        func issueData(_ files: [String: Data]) throws -> [String: Any] {
            let html = String(decoding: try XCTUnwrap(files["index.html"]), as: UTF8.self)
            let json = html.components(separatedBy: "id=\"folio-issue\">")[1].components(separatedBy: "</script>")[0]
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        }
        XCTAssertNil(try issueData(plain)["cover"], "no cover: no key")
        XCTAssertEqual(try issueData(covered)["cover"] as? Bool, true)
        let contents = String(decoding: try XCTUnwrap(covered["contents.html"]), as: UTF8.self)
        XCTAssertTrue(contents.contains("<li class=\"cover\" data-source=\"a.md\">"), contents)
        XCTAssertTrue(contents.contains("<li data-source=\"b.plist\">"))
    }
}
