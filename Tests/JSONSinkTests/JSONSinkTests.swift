import FolioBuild
import FolioFormats
import FolioImaging
import FolioOutput
import FolioPluginAPI
import FolioTestSupport
import Foundation
import Testing

@testable import JSONSink

@Suite struct JSONSinkTests {
    /// A content folder with two photos and an issue that uses every kind of block, laid out in
    /// the standard set of five geometries (two of them with two columns).
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
        let issue = FolioModel.Issue(
            title: "Test issue", subtitle: "Sub", date: "2026-11-21", articles: [text, gallery])
        let folder = try ContentFolder(path: root.appendingPathComponent("content").path)
        let layouts = PageMatrix(issue, for: issue.settings.pages)
        let assets = try await AssetStage().prepare(issue, folder: folder, cache: root.appendingPathComponent("cache"))
        return Publication(issue: issue, pages: layouts, folder: folder, assets: assets)
    }

    func temporaryRoot() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func publish(_ publication: Publication, to folder: URL) throws {
        try AtomicFolder.replace(folder, step: "Publish json") { try JSONSink().publish(publication, to: $0) }
    }

    /// Reads a bundle file as a JSON object.
    func object(_ path: String, in bundle: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: bundle.appendingPathComponent(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path)")
    }

    /// Each geometry's navigation map in a bundle's issue.json, decoded and expanded as a client would.
    func navigationMaps(in bundle: URL, titles: [String]) throws -> [NavigationMap] {
        struct Geometry: Decodable { var navigation: CompactNavigationMap }
        struct Document: Decodable { var geometries: [Geometry] }
        let data = try Data(contentsOf: bundle.appendingPathComponent("issue.json"))
        return try JSONDecoder().decode(Document.self, from: data).geometries.map {
            try $0.navigation.expanded(titles: titles)
        }
    }

    @Test func writesIssueJSONWithEveryGeometrySchemaAndAssets() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let publication = try await publication(in: root)
        let bundle = root.appendingPathComponent("bundle")
        try publish(publication, to: bundle)
        let json = try object("issue.json", in: bundle)
        #expect(json["format"] as? String == "folio.issue")
        #expect(json["version"] as? Int == 4)
        #expect(json["schema"] as? String == "folio-issue-4.schema.json")
        #expect(json["geometry"] == nil && json["navigation"] == nil, "version 4 has them per geometry")
        let geometries = try #require(json["geometries"] as? [[String: Any]])
        let names = PageGeometrySet.standard.names
        #expect(geometries.map { $0["name"] as? String } == names, "every geometry, primary first")
        for (geometry, entry) in zip(geometries, PageGeometrySet.standard.entries) {
            #expect(geometry["width"] as? Double == entry.geometry.width)
            #expect(geometry["height"] as? Double == entry.geometry.height)
            #expect(geometry["margin"] as? Double == entry.geometry.margin)
            #expect(geometry["fontSize"] as? Double == entry.geometry.fontSize)
            #expect(geometry["lineHeight"] as? Double == entry.geometry.lineHeight)
            #expect(geometry["columns"] as? Int == entry.geometry.columns)
            #expect(geometry["columnGap"] as? Double == entry.geometry.columnGap)
            #expect(geometry["unit"] as? String == "css-px")
        }
        #expect(geometries.contains { $0["columns"] as? Int == 2 && ($0["columnGap"] as? Double ?? 0) > 0 })

        let articles = try #require(json["articles"] as? [[String: Any]])
        let titles = articles.compactMap { $0["title"] as? String }
        #expect(articles.map { $0["id"] as? String } == ["essay", "park"])
        #expect(articles.map { $0["index"] as? Int } == [0, 1])
        for (number, entry) in articles.enumerated() {
            let file = try object(try #require(entry["file"] as? String), in: bundle)
            #expect(file["format"] as? String == "folio.article")
            #expect(file["version"] as? Int == 4)
            #expect(file["id"] as? String == entry["id"] as? String)
            let counts = try #require(entry["pageCounts"] as? [String: Int])
            let maps = try #require(file["pageMaps"] as? [[String: Any]])
            #expect(maps.map { $0["geometry"] as? String } == names, "page maps in the order of geometries")
            for (index, map) in maps.enumerated() {
                let name = names[index]
                let pages = try #require(map["pages"] as? [[String: Any]])
                let expected = publication.pages.rows[index].layout.columns[number].count
                #expect(pages.count == expected, "\(name)")
                #expect(counts[name] == expected, "\(name)")
                // The navigation map of the geometry has the same column of pages.
                let column = try navigationMaps(in: bundle, titles: titles)[index].articles[number]
                #expect(column.pages == expected, "\(name)")
            }
        }
        // The schema is the committed one, and every photo file the cache's bytes.
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("schema/\(IssueSchema.fileName)")
        #expect(
            try String(contentsOf: bundle.appendingPathComponent(IssueSchema.fileName), encoding: .utf8)
                == String(contentsOf: schema, encoding: .utf8).trimmingCharacters(in: .newlines),
            "the bundle's schema is not schema/\(IssueSchema.fileName)")
        let assets = try #require(publication.assets)
        for file in assets.catalog.allFiles {
            #expect(
                try Data(contentsOf: bundle.appendingPathComponent(file.path))
                    == Data(contentsOf: assets.cache.appendingPathComponent(file.path)), "\(file.path)")
        }
        // The compact map in issue.json expands to the rules engine's own map of the primary geometry.
        let maps = try navigationMaps(in: bundle, titles: titles)
        #expect(maps[0] == (try publication.navigationMap()))
        #expect(maps[0].articles.count == 2)
        #expect(maps[0].articles[0].links[0].neighbours[.right] == Position(1, 0))
        #expect(maps[0].articles[0].links[0].neighbours[.left] == nil)
        let thumbnail = try #require(articles[0]["thumbnail"] as? String)
        #expect(assets.catalog.allFiles.contains { $0.path == thumbnail }, "\(thumbnail) is not a catalogued file")
        let info = try ImageInfo.parse(Data(contentsOf: bundle.appendingPathComponent(thumbnail)))
        #expect(info.width > 0 && info.height > 0, "\(thumbnail) is not an image")
    }

    @Test func anArticleFileHoldsItsBlocksOnceAndOnlyPageMapsPerGeometry() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let publication = try await publication(in: root)
        let article = publication.issue.articles[0]
        let data = try JSONSink().articleFile(
            for: article, pages: publication.pages.articles[0], assets: try #require(publication.assets).catalog)
        let text = String(decoding: data, as: UTF8.self)
        for words in ["quoted <script>", "let a = \\\"<b>\\\"", "Dune <at> dusk", "nested"] {
            #expect(text.components(separatedBy: words).count == 2, "'\(words)' is written once")
        }
        let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(file.keys) == ["blocks", "format", "id", "pageMaps", "version"])
        let blocks = try JSONDecoder().decode(
            [Block].self, from: JSONSerialization.data(withJSONObject: try #require(file["blocks"])))
        #expect(blocks == article.blocks)
        for map in try #require(file["pageMaps"] as? [[String: Any]]) {
            for page in try #require(map["pages"] as? [[String: Any]]) {
                #expect(
                    Set(page.keys) == ["breaks", "fill", "photos", "regions", "showsTitle", "titleHeight", "zoomable"])
            }
        }
    }

    @Test func pageMapsAreThePaginatorsPagesInEveryGeometry() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let publication = try await publication(in: root)
        for (number, article) in publication.issue.articles.enumerated() {
            let pages = publication.pages.articles[number]
            let data = try JSONSink().articleFile(
                for: article, pages: pages, assets: try #require(publication.assets).catalog)
            let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let maps = try #require(file["pageMaps"] as? [[String: Any]])
            for (map, entry) in zip(maps, pages.entries) {
                let written = try #require(map["pages"] as? [[String: Any]])
                #expect(written.count == entry.pages.count)
                for (json, page) in zip(written, entry.pages) {
                    let regions = try #require(json["regions"] as? [[String: Any]])
                    let starts = regions.map { region -> [Int?] in
                        let start = region["start"] as? [String: Int]
                        return [region["column"] as? Int, start?["block"], start?["offset"]]
                    }
                    #expect(
                        starts == page.regions.map { [$0.column, $0.start.block, $0.start.offset] }, "\(entry.name)")
                    #expect(regions.allSatisfy { ($0["column"] as? Int ?? -1) < entry.geometry.columns })
                    #expect(json["fill"] as? Double == (page.fill * 1000).rounded() / 1000)
                    #expect(json["zoomable"] as? Bool == page.isZoomable)
                    #expect(json["showsTitle"] as? Bool == page.showsTitle)
                    #expect(json["titleHeight"] as? Double == (page.titleHeight * 100).rounded() / 100)
                    let photos = try #require(json["photos"] as? [[String: Any]])
                    let placed = page.placements.filter { $0.imageHeight != nil }
                    #expect(photos.map { $0["block"] as? Int } == placed.map(\.source))
                    #expect(photos.map { $0["column"] as? Int } == placed.map(\.column))
                    for (photo, placement) in zip(photos, placed) {
                        let height = try #require(photo["height"] as? Double)
                        #expect(abs(height - (placement.imageHeight ?? 0)) <= 0.005)
                        #expect(height > 0 && height <= entry.geometry.height - 2 * entry.geometry.margin)
                        guard case .photo = article.blocks[placement.source] else {
                            Issue.record("photo height for block \(placement.source), not a photo")
                            continue
                        }
                    }
                }
                #expect(
                    entry.pages.contains { page in page.placements.contains { $0.imageHeight != nil } },
                    "\(article.id) in \(entry.name) has a photo page")
            }
        }
    }

    /// What docs/json-bundle.md tells a client to do on a rotation: take the first region's
    /// start of the page on screen and open the page of the new geometry that holds it, the
    /// last page whose first region starts at or before it. The words the reader saw first are
    /// on that page.
    @Test func aPlaceFromOneGeometryOpensThePageThatShowsItInEveryOther() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        var publication = try await publication(in: root)
        let long = Article(
            id: "long", title: "Long",
            blocks: (0..<24).map { number in
                .paragraph([.text((0..<60).map { "w\(number)x\($0)" }.joined(separator: " "))])
            }, sourcePath: "long.md")
        publication.issue.articles = [long]
        publication.pages = PageMatrix(publication.issue, for: publication.issue.settings.pages)
        let pages = publication.pages.articles[0]
        let data = try JSONSink().articleFile(
            for: long, pages: pages, assets: try #require(publication.assets).catalog)
        let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let maps = try #require(file["pageMaps"] as? [[String: Any]])
        /// Each page's first region start, as a client reads it.
        let starts: [[SourcePosition]] = try maps.map { map in
            try #require(map["pages"] as? [[String: Any]]).map { page in
                let start = try #require((page["regions"] as? [[String: Any]])?.first?["start"] as? [String: Int])
                return SourcePosition(block: start["block"] ?? -1, offset: start["offset"] ?? -1)
            }
        }
        #expect(starts[0].count > 10)
        // The published pages keep no blocks: each geometry's pages as the paginator cut them.
        let laidOut = pages.entries.map { Paginator.standard(for: $0.geometry).paginate(long) }
        var checked = 0
        for (from, fromStarts) in starts.enumerated() {
            for place in fromStarts {
                let word =
                    long.blocks[place.block].plainText.unicodeScalars.dropFirst(place.offset)
                    .split(separator: " ").first.map { String(String.UnicodeScalarView($0)) } ?? ""
                for (to, toStarts) in starts.enumerated() where to != from {
                    let page = (toStarts.lastIndex { $0 <= place }) ?? 0
                    let shown = laidOut[to][page].blocks.map(\.plainText).joined(separator: " ")
                    #expect(
                        shown.split(separator: " ").contains(Substring(word)),
                        "\(word) from \(pages.entries[from].name) is on \(pages.entries[to].name) page \(page)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
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

    @Test func theValidatorChecksPageMapsAsTheDocumentDefinesThem() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        try publish(try await publication(in: root), to: bundle)
        let path = try #require(
            (try object("issue.json", in: bundle)["articles"] as? [[String: Any]])?.first?["file"] as? String)
        let file = bundle.appendingPathComponent(path)
        var article = try object(path, in: bundle)
        var maps = try #require(article["pageMaps"] as? [[String: Any]])
        var pages = try #require(maps[0]["pages"] as? [[String: Any]])
        // The first page's region moved past the end of the first block's plain text.
        pages[0]["regions"] = [["column": 0, "start": ["block": 0, "offset": 5]]]
        maps[0]["pages"] = pages
        article["pageMaps"] = maps
        try JSONSerialization.data(withJSONObject: article).write(to: file)
        let (status, output) = try SchemaValidator.validate(bundle: bundle)
        #expect(status == 1)
        #expect(output.contains("\(path): phone page 0: offset past the plain text (0, 5)"), "\(output)")
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
