import FolioImaging
import FolioTestSupport
import Foundation
import Testing

@testable import FolioCore
@testable import JSONSink

@Suite struct JSONSinkTests {
    /// A content folder with two photos and an issue that uses every kind of block.
    func publication(in root: URL) async throws -> Publication {
        let manager = FileManager.default
        try manager.createDirectory(
            at: root.appendingPathComponent("content/photos"), withIntermediateDirectories: true)
        try JPEGCodec.encode(RasterImage(width: 1200, height: 800, red: 200, green: 120, blue: 40))
            .write(to: root.appendingPathComponent("content/photos/dune.jpg"))
        try PNGCodec.encode(RasterImage(width: 300, height: 500, red: 20, green: 40, blue: 60))
            .write(to: root.appendingPathComponent("content/photos/tall.png"))
        let dune = Photo(path: "photos/dune.jpg", width: 1200, height: 800, caption: "Dune <at> dusk", alt: "sand")
        let tall = Photo(path: "photos/tall.png", width: 300, height: 500, caption: "Tall")
        let text = Article(
            id: "essay", title: "An essay & more", author: "A. Writer", date: "2026-11-21", summary: "About things.",
            blocks: [
                .heading(level: 2, content: [.text("Start")]),
                .paragraph([
                    .text("Plain "), .emphasis([.text("em")]), .strong([.text("strong")]), .code("x < y"),
                    .link(destination: "https://example.org/?a=1&b=2", title: "t", content: [.text("link")]),
                    .link(destination: "javascript:alert(1)", title: nil, content: [.text("bad")]), .lineBreak,
                ]),
                .list(
                    ListBlock(
                        ordered: true, start: 3, tight: true,
                        items: [
                            [.paragraph([.text("one")])],
                            [.list(ListBlock(ordered: false, items: [[.paragraph([.text("nested")])]]))],
                        ])),
                .quote([.paragraph([.text("quoted <script>")])]),
                .code(info: "swift", text: "let a = \"<b>\""),
                .thematicBreak, .pageBreak, .photo(dune),
            ],
            cover: dune, sourcePath: "essay.md")
        let gallery = Article(
            id: "park", title: "Park", kind: .gallery, blocks: [.photo(tall), .photo(dune)], cover: tall,
            sourcePath: "parks.plist")
        let issue = FolioCore.Issue(
            title: "Test issue", subtitle: "Sub", date: "2026-11-21", articles: [text, gallery])
        let folder = try ContentFolder(path: root.appendingPathComponent("content").path)
        let layout = Paginator.standard(for: issue.settings.page).layout(issue)
        let assets = try await AssetStage().prepare(issue, folder: folder, cache: root.appendingPathComponent("cache"))
        return Publication(issue: issue, layout: layout, folder: folder, assets: assets)
    }

    func temporaryRoot() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func publish(_ publication: Publication, to folder: URL) throws {
        try AtomicFolder.replace(folder, step: "Publish json") { try JSONSink().publish(publication, to: $0) }
    }

    @Test func writesIssueJSONSchemaAndAssets() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let publication = try await publication(in: root)
        let bundle = root.appendingPathComponent("bundle")
        try publish(publication, to: bundle)
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("issue.json")))
            as? [String: Any]
        #expect(json?["format"] as? String == "folio.issue")
        #expect(json?["version"] as? Int == 2)
        let articles = try #require(json?["articles"] as? [[String: Any]])
        #expect(articles.map { $0["id"] as? String } == ["essay", "park"])
        #expect(articles.map { $0["index"] as? Int } == [0, 1])
        for entry in articles {
            let file = try #require(entry["file"] as? String)
            let article =
                try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent(file)))
                as? [String: Any]
            #expect(article?["format"] as? String == "folio.article")
            #expect(article?["id"] as? String == entry["id"] as? String)
            #expect((article?["pages"] as? [Any])?.count == entry["pageCount"] as? Int)
        }
        #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent(IssueSchema.fileName).path))
        for file in try #require(publication.assets).catalog.allFiles {
            #expect(
                FileManager.default.fileExists(atPath: bundle.appendingPathComponent(file.path).path), "\(file.path)")
        }
        let navigation = try #require(json?["navigation"] as? [String: Any])
        let columns = try #require(navigation["articles"] as? [[String: Any]])
        #expect(columns.count == 2)
        let firstLinks = try #require((columns[0]["links"] as? [[String: Any]])?.first?["neighbours"] as? [String: Any])
        #expect(firstLinks["right"] as? [Int] == [1, 0])
        #expect(firstLinks["left"] is NSNull)
        let thumbnail = try #require(articles[0]["thumbnail"] as? String)
        #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent(thumbnail).path))
    }

    @Test func pageHTMLIsEscapedAndHasNoUnsafeLinks() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let publication = try await publication(in: root)
        let catalog = try #require(publication.assets).catalog
        let document = ArticleFileDocument(
            publication.issue.articles[0], pages: publication.layout.columns[0],
            renderer: HTMLFragmentRenderer(assets: catalog))
        let html = document.pages.map(\.html).joined()
        #expect(html.contains("<h1>An essay &amp; more</h1>"))
        #expect(html.contains("quoted &lt;script&gt;"))
        #expect(html.contains("let a = &quot;&lt;b&gt;&quot;"))
        #expect(html.contains("href=\"https://example.org/?a=1&amp;b=2\""))
        #expect(!html.contains("javascript"))
        #expect(html.contains("bad"))
        #expect(html.contains("<ol start=\"3\">"))
        #expect(html.contains("srcset=\"assets/photos/"))
        #expect(!html.contains("<script"))
    }

    @Test func twoBuildsAreByteIdentical() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let publication = try await publication(in: root)
        let one = root.appendingPathComponent("one")
        let two = root.appendingPathComponent("two")
        try publish(publication, to: one)
        let again = try await self.publication(in: root)
        try publish(again, to: two)
        #expect(try FileTree.snapshot(one) == FileTree.snapshot(two))
    }

    @Test func bundleValidatesAgainstTheSchemaWithARealValidator() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        try publish(try await publication(in: root), to: bundle)
        let (status, output) = try SchemaValidator.validate(bundle: bundle)
        #expect(status == 0, "\(output)")
    }

    @Test func theValidatorRejectsABrokenBundle() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        try publish(try await publication(in: root), to: bundle)
        let file = bundle.appendingPathComponent("issue.json")
        let broken = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "\"kind\":\"gallery\"", with: "\"kind\":\"poster\"")
        try broken.write(to: file, atomically: true, encoding: .utf8)
        let (status, output) = try SchemaValidator.validate(bundle: bundle)
        #expect(status == 1)
        #expect(output.contains("articles/1/kind"))
    }

    @Test func theValidatorChecksArticleFilesToo() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        try publish(try await publication(in: root), to: bundle)
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("issue.json")))
            as? [String: Any]
        let path = try #require((json?["articles"] as? [[String: Any]])?.first?["file"] as? String)
        let file = bundle.appendingPathComponent(path)
        let broken = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "\"format\":\"folio.article\"", with: "\"format\":\"folio.page\"")
        try broken.write(to: file, atomically: true, encoding: .utf8)
        let (status, output) = try SchemaValidator.validate(bundle: bundle)
        #expect(status == 1)
        #expect(output.contains("\(path):format"))
    }

    @Test func articleFilesAreNamedByTheirContent() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        try publish(try await publication(in: root), to: bundle)
        let names = try FileManager.default.contentsOfDirectory(atPath: bundle.appendingPathComponent("articles").path)
        #expect(names.count == 2)
        for name in names {
            let data = try Data(contentsOf: bundle.appendingPathComponent("articles/" + name))
            #expect("articles/" + name == JSONSink().articlePath(for: data))
        }
    }

    @Test func aFailingPublishLeavesThePreviousBundleUntouched() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        var publication = try await publication(in: root)
        let bundle = root.appendingPathComponent("bundle")
        try publish(publication, to: bundle)
        let before = try FileTree.snapshot(bundle)
        publication.assets = nil
        #expect(throws: FolioError.self) { try publish(publication, to: bundle) }
        #expect(try FileTree.snapshot(bundle) == before)
    }

    @Test func embeddedSchemaMatchesTheRepositoryFile() throws {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("schema/\(IssueSchema.fileName)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.trimmingCharacters(in: .newlines) == IssueSchema.text, "run tools/embed-schema")
    }

    @Test func blocksRoundTripThroughTheirJSONForm() throws {
        let blocks: [Block] = [
            .heading(level: 3, content: [.strong([.text("a")]), .lineBreak]),
            .list(ListBlock(ordered: true, start: 2, tight: false, items: [[.paragraph([.code("c")])]])),
            .quote([.thematicBreak, .pageBreak]),
            .code(info: "sh", text: "ls"),
            .photo(Photo(path: "p.jpg", width: 3, height: 2, caption: nil, alt: "x")),
            .paragraph([.link(destination: "#n", title: nil, content: [.emphasis([.text("n")])])]),
        ]
        var writer = JSONWriter()
        writer.array(blocks)
        let data = Data(writer.bytes)
        #expect(try JSONDecoder().decode([Block].self, from: data) == blocks)
        #expect(String(decoding: data, as: UTF8.self).contains("\"type\":\"thematic-break\""))
    }
}
