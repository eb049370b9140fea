import FolioPluginAPI
import Foundation
import Testing

@testable import EPUBSink

/// The book of a hand-made issue (an English article with a photo, a link to the other article
/// and one to the web; an Arabic article) at two geometries: the container's shape, the package
/// document's fixed layout, accessibility metadata and spine, each page's viewport, language,
/// direction and text (the frames' lines, in reading order), the photo with its alternate text,
/// the links, the navigation document; and the same bytes from two builds. epubcheck's verdict
/// and the comparison with the PDF's pages are in Tests/browser/test_epub.py.
@Suite struct EPUBSinkTests {
    /// A 48 × 32 JPEG, brown.
    static func jpeg() throws -> Data {
        try JPEGCodec.encode(RasterImage(width: 48, height: 32, red: 120, green: 80, blue: 40))
    }

    static func publication(in folder: URL) throws -> Publication {
        try jpeg().write(to: folder.appendingPathComponent("bird.jpg"))
        let pages = PageGeometrySet([
            .init(name: "a4", geometry: .a4), .init(name: "tablet", geometry: PageGeometrySet.standard["tablet"]!),
        ])
        let words = (1...150).map { "word\($0)" }.joined(separator: " ")
        let first = Article(
            id: "first", title: "The first article", author: "A. Writer",
            blocks: [
                .paragraph([
                    .text("Read "),
                    .link(
                        destination: ArticleLink.destination(of: "second"), title: nil, content: [.text("the second")]),
                    .text(" or "), .link(destination: "https://example.org/", title: nil, content: [.text("the web")]),
                    .text(" & more: שלום עולם here. " + words),
                ]),
                .photo(Photo(path: "bird.jpg", width: 48, height: 32, caption: "A bird", alt: "A brown square")),
                .list(ListBlock(ordered: true, items: [[.paragraph([.text("one")])], [.paragraph([.text("two")])]])),
            ], sourcePath: "first.md")
        let second = Article(
            id: "second", title: "مقالة ثانية",
            blocks: [.paragraph([.text("نص عربي قصير مع English words. " + words)])],
            sourcePath: "second.md", language: "ar")
        var issue = Issue(
            title: "Boundary", date: "2026-11-26", settings: IssueSettings(pages: pages, language: "en", justify: true),
            articles: [first, second])
        issue.articles = issue.articles.map { $0.inIssue(language: "en") }
        return Publication(
            issue: issue, pages: PageMatrix(issue, for: pages), folder: try ContentFolder(path: folder.path))
    }

    /// The text of an XHTML page: its character data in document order, tags left out.
    static func text(ofPage xhtml: String) -> String {
        let body = xhtml.components(separatedBy: "<body>").last ?? ""
        var out = ""
        var inTag = false
        for character in body {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                out.append(character)
            }
        }
        return out.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func writesAFixedLayoutBookOfTheFramesPages() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("epub-sink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let publication = try Self.publication(in: root)
        for (geometry, viewport) in [("a4", "width=595, height=842"), ("tablet", "width=640, height=840")] {
            let out = root.appendingPathComponent("out-\(geometry)")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try EPUBSink(geometry: geometry).publish(publication, to: out)
            let data = try Data(contentsOf: out.appendingPathComponent("issue.epub"))
            let book = try StoredZIP(data)
            #expect(book.entries.first?.path == "mimetype" && book.text("mimetype") == "application/epub+zip")
            #expect(book.entries.allSatisfy { $0.method == 0 && $0.crc == CRC32.checksum($0.data) })
            #expect(book.text("META-INF/container.xml")?.contains("full-path=\"OEBPS/content.opf\"") == true)

            let layout = publication.pages[geometry]!
            let pageCount = layout.columns.reduce(0) { $0 + $1.count }
            let package = try #require(book.text("OEBPS/content.opf"))
            #expect(package.contains("<meta property=\"rendition:layout\">pre-paginated</meta>"))
            #expect(package.contains("<dc:language>en</dc:language>\n<dc:language>ar</dc:language>"))
            #expect(package.contains("<meta property=\"dcterms:modified\">2026-11-26T00:00:00Z</meta>"))
            #expect(package.contains("<dc:identifier id=\"book-id\">urn:uuid:"))
            for property in [
                "schema:accessMode\">textual", "schema:accessMode\">visual", "schema:accessModeSufficient\">textual<",
                "schema:accessibilityFeature\">alternativeText", "schema:accessibilityHazard\">none",
                "schema:accessibilitySummary\">",
            ] {
                #expect(package.contains(property), "\(property)")
            }
            #expect(package.components(separatedBy: "<itemref ").count - 1 == pageCount)
            #expect(!package.contains("page-progression-direction"), "a left-to-right issue")
            #expect(package.contains("media-type=\"image/jpeg\"") && package.contains("media-type=\"font/"))

            var number = 1
            for index in publication.issue.articles.indices {
                let frames = try #require(try publication.typesetPages(ofArticle: index, in: geometry))
                for frame in frames {
                    let path = "OEBPS/pages/" + EPUBBook.pageFile(number)
                    let page = try #require(book.text(path), "\(path)")
                    #expect(page.contains("<meta name=\"viewport\" content=\"\(viewport)\"/>"))
                    let language =
                        index == 1
                        ? "lang=\"ar\" xml:lang=\"ar\" dir=\"rtl\"" : "lang=\"en\" xml:lang=\"en\" dir=\"ltr\""
                    #expect(page.contains(language), "\(path)")
                    // The text, in reading order: each line's, as the paginator set it.
                    let lines = frame.blocks.flatMap(\.lines).map(\.text).joined(separator: " ")
                    #expect(Self.squeezed(Self.text(ofPage: page)) == Self.squeezed(lines), "\(path)")
                    number += 1
                }
            }
            let first = try #require(book.text("OEBPS/pages/" + EPUBBook.pageFile(1)))
            let secondStart = "href=\"\(EPUBBook.pageFile(1 + layout.columns[0].count))\""
            #expect(first.contains(secondStart) && first.contains("href=\"https://example.org/\""))
            #expect(
                first.contains("dir=\"rtl\" style=") && first.contains(">שלום</span>"),
                "the Hebrew words' own direction")
            let pages = (1..<number).compactMap { book.text("OEBPS/pages/" + EPUBBook.pageFile($0)) }.joined()
            #expect(pages.contains("alt=\"A brown square\"") && pages.contains("<figcaption>"))
            #expect(pages.contains("<ol>") && pages.contains("<li>"))

            let navigation = try #require(book.text("OEBPS/nav.xhtml"))
            #expect(navigation.contains("<a href=\"pages/\(EPUBBook.pageFile(1))\">The first article</a>"))
            #expect(
                navigation.contains(
                    "dir=\"rtl\"><a href=\"pages/\(EPUBBook.pageFile(1 + layout.columns[0].count))\">مقالة ثانية</a>"))
            #expect(navigation.components(separatedBy: "<li><a href=\"pages/").count - 1 == pageCount)

            let again = root.appendingPathComponent("again-\(geometry)")
            try FileManager.default.createDirectory(at: again, withIntermediateDirectories: true)
            try EPUBSink(geometry: geometry).publish(publication, to: again)
            #expect(try Data(contentsOf: again.appendingPathComponent("issue.epub")) == data, "the same bytes")
        }
    }

    @Test func aRightToLeftIssueProgressesRightToLeft() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("epub-rtl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let pages = PageGeometrySet([.init(name: "a4", geometry: .a4)])
        let article = Article(
            id: "a", title: "عنوان", blocks: [.paragraph([.text("نص عربي.")])], sourcePath: "a.md", language: "ar"
        ).inIssue(language: "ar")
        let issue = Issue(
            title: "عدد", date: "2026-11-26", settings: IssueSettings(pages: pages, language: "ar"), articles: [article]
        )
        let publication = Publication(
            issue: issue, pages: PageMatrix(issue, for: pages), folder: try ContentFolder(path: root.path))
        try EPUBSink().publish(publication, to: root)
        let book = try StoredZIP(try Data(contentsOf: root.appendingPathComponent("issue.epub")))
        let package = try #require(book.text("OEBPS/content.opf"))
        #expect(package.contains("<spine page-progression-direction=\"rtl\">"))
        #expect(package.contains("xml:lang=\"ar\" dir=\"rtl\""))
        #expect(!package.contains("schema:accessMode\">visual"), "no photos")
    }

    @Test func anUnknownGeometryOrOptionIsAnError() throws {
        #expect(throws: FolioError.self) { try EPUBSink().configured(["colour": "red"]) }
        let configured = try EPUBSink().configured(["geometry": "tablet"]) as? EPUBSink
        #expect(configured?.geometry == "tablet")
    }
}
