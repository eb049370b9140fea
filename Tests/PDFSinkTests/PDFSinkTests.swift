import CCairo
import FolioPluginAPI
import Foundation
import PDFCairo
import Testing

@testable import PDFSink

/// The PDF sink at its boundary with cairo and FreeType, small enough for the AddressSanitizer
/// stage (scripts/sanitize): an issue of two articles (text in two scripts, a link to an
/// article and one to the web, a JPEG passed through and a PNG cairo decodes) published twice,
/// so every font face, image surface and mime buffer is made, handed to cairo and freed; then
/// the file's shape: one page per paginator page plus the contents page, the language and the
/// figures' alternate text appended as an incremental update. The end-to-end checks (text per
/// page against the carousel, fonts, images, outline, qpdf) are in Tests/browser/test_pdf.py.
@Suite struct PDFSinkTests {
    /// A 48 × 32 JPEG (computed: a static Data would look leaked to LeakSanitizer).
    static var jpeg: Data {
        Data(
            base64Encoded:
                "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAgADADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDLooorkOoKKKKACiiigAooooAKKKKACiiigD//2Q=="
        )!
    }

    /// A content folder with the two photos, and the issue that shows them.
    static func publication(in folder: URL) throws -> Publication {
        try jpeg.write(to: folder.appendingPathComponent("bird.jpg"))
        // A PNG made by cairo itself: 20 × 10 pixels.
        let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 20, 10)
        defer { cairo_surface_destroy(image) }
        #expect(
            cairo_surface_write_to_png(image, folder.appendingPathComponent("plan.png").path) == CAIRO_STATUS_SUCCESS)
        let pages = PageGeometrySet([
            .init(name: "a4", geometry: .a4), .init(name: "tablet", geometry: PageGeometrySet.standard["tablet"]!),
        ])
        let words = (1...120).map { "word\($0)" }.joined(separator: " ")
        let first = Article(
            id: "first", title: "The first article", author: "A. Writer",
            blocks: [
                .paragraph([
                    .text("Read "),
                    .link(
                        destination: ArticleLink.destination(of: "second"), title: nil, content: [.text("the second")]),
                    .text(" or "), .link(destination: "https://example.org/", title: nil, content: [.text("the web")]),
                    .text(". " + words),
                ]),
                .photo(Photo(path: "bird.jpg", width: 48, height: 32, caption: "A bird", alt: "A brown square")),
                .heading(level: 2, content: [.text("Plans")]),
                .photo(Photo(path: "plan.png", width: 20, height: 10, alt: "A black plan")),
            ], sourcePath: "first.md")
        let second = Article(
            id: "second", title: "مقالة ثانية", blocks: [.paragraph([.text("نص عربي قصير. " + words)])],
            sourcePath: "second.md", language: "ar")
        let issue = Issue(
            title: "Boundary", date: "2026-11-26", settings: IssueSettings(pages: pages, language: "en", justify: true),
            articles: [first, second])
        return Publication(
            issue: issue, pages: PageMatrix(issue, for: pages), folder: try ContentFolder(path: folder.path))
    }

    @Test func publishesAPDFWhoseFontsImagesAndTagsCairoWrites() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-sink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let publication = try Self.publication(in: root)
        for geometry in ["a4", "tablet"] {
            let out = root.appendingPathComponent("out-\(geometry)")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try PDFSink(geometry: geometry).publish(publication, to: out)
            let data = try Data(contentsOf: out.appendingPathComponent("issue.pdf"))
            let text = String(decoding: data, as: UTF8.self)
            let pageCount = publication.pages[geometry]!.columns.reduce(0) { $0 + $1.count } + 1
            #expect(data.starts(with: Array("%PDF-1.5".utf8)))
            #expect(text.components(separatedBy: "/Type /Page %").count - 1 == pageCount)
            #expect(text.contains("/Lang (en)"))
            #expect(text.contains("/Alt (A brown square)") && text.contains("/Alt (A black plan)"))
            #expect(text.contains("/DCTDecode"), "the JPEG goes in as it is")
            #expect(text.contains("/S /Figure") && text.contains("/S /H1"))
            #expect(text.hasSuffix("%%EOF\n"))
        }
    }

    /// Pages that begin with an emoji (a title, a heading after a page break, a list item),
    /// with Arabic, Hebrew or Japanese text, or with an empty heading build, and a link's lone
    /// parenthesis is percent-encoded. These are Folio's own faces (no fonts step here): the
    /// colour emoji face a build finds, whose glyphs failed the PDF (issue 39), is held by
    /// CairoBoundaryTests and EverySinkBuildsPropertyTests.
    @Test func pagesThatBeginWithAnEmojiOrAnotherScriptBuild() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-emoji-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let tops: [[Inline]] = [
            [.text("🎉 Accepted")], [.text("مرحبا بالعالم")], [.text("שלום")], [.text("日本語の見出し")], [],
        ]
        var blocks: [Block] = [.paragraph([.text("Counted twice.")])]
        for (index, top) in tops.enumerated() {
            blocks += [.pageBreak, .heading(level: 3, content: top)]
            blocks += [.pageBreak, .paragraph([.emphasis([.text("🇯🇵 \(index) ")]), .text("text")])]
        }
        blocks += [.pageBreak, .list(ListBlock(ordered: false, items: [[.paragraph([.text("👩‍👩‍👧 first")])]]))]
        let articles = [
            Article(id: "party", title: "🎉 Party", blocks: blocks, sourcePath: "party.md"),
            Article(
                id: "other", title: "مقالة",
                blocks: [
                    .paragraph([.link(destination: "https://example.org/a_(b", title: nil, content: [.text("🔗")])])
                ],
                sourcePath: "other.md", language: "ar"),
        ]
        let pages = PageGeometrySet([.init(name: "a4", geometry: .a4)])
        let issue = Issue(title: "🎉", date: "2026-11-29", settings: IssueSettings(pages: pages), articles: articles)
        let publication = Publication(
            issue: issue, pages: PageMatrix(issue, for: pages), folder: try ContentFolder(path: root.path))
        try PDFSink(perArticle: true).publish(publication, to: root)
        let text = String(decoding: try Data(contentsOf: root.appendingPathComponent("issue.pdf")), as: UTF8.self)
        let pageCount = publication.pages["a4"]!.columns.reduce(0) { $0 + $1.count } + 1
        #expect(text.components(separatedBy: "/Type /Page %").count - 1 == pageCount)
        #expect(
            text.contains("/S /H4") && text.contains("(party)") && text.contains("/URI (https://example.org/a_%28b)"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("articles/party.pdf").path))
    }

    /// An issue.yaml without a date gives a PDF dated by its newest article, so two builds of
    /// the same content write the same bytes (cairo would stamp the time of the build).
    @Test func anUndatedIssueIsDatedByItsNewestArticle() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-date-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let articles = ["2026-10-02", "2026-11-03", "2026-09-30"].enumerated().map { index, date in
            Article(
                id: "a\(index)", title: "Dated \(index)", date: date, blocks: [.paragraph([.text("Text.")])],
                sourcePath: "a\(index).md")
        }
        let pages = PageGeometrySet([.init(name: "a4", geometry: .a4)])
        let issue = Issue(title: "Undated", settings: IssueSettings(pages: pages), articles: articles)
        let publication = Publication(
            issue: issue, pages: PageMatrix(issue, for: pages), folder: try ContentFolder(path: root.path))
        var files: [Data] = []
        for run in 0..<2 {
            let out = root.appendingPathComponent("out\(run)")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try PDFSink().publish(publication, to: out)
            files.append(try Data(contentsOf: out.appendingPathComponent("issue.pdf")))
            if run == 0 { Thread.sleep(forTimeInterval: 1.1) }
        }
        #expect(String(decoding: files[0], as: UTF8.self).contains("/CreationDate (20261103"))
        #expect(files[0] == files[1])
    }

    /// What cairo still refuses is named: the article's file, its id, the page (of the article
    /// and of the file) and the block it refused, its text cut short and quoted.
    @Test func aRefusedPageNamesTheArticleThePageAndTheText() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-refused-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let publication = try Self.publication(in: root)
        let typeset = try #require(try publication.typesetPages(ofArticle: 0, in: "a4")?.first)
        #expect(typeset.blocks.count >= 3)
        // cairo refuses a tag that is not a structure element; here, drawn with the third block.
        let bogus: PageFailure.Redraw = { document, count in
            if count >= 3 {
                document.tagged("NotAStructureTag") { document.fill(x: 1, y: 1, width: 1, height: 1, color: 0) }
            }
        }
        #expect(PageFailure.firstRefused(blockCount: typeset.blocks.count, on: typeset.geometry, redraw: bogus) == 3)
        let document = try CairoDocument(url: URL(fileURLWithPath: "/dev/null"))
        document.beginPage(width: 100, height: 100, label: "1")
        bogus(document, 3)
        var refused: CairoError?
        do { try document.endPage() } catch { refused = error }
        let failure = try #require(refused)
        let error = PageFailure(publication: publication, fileName: "issue.pdf").error(
            failure, article: 0, page: 0, of: 2, number: 1, typeset: typeset, redraw: bogus)
        #expect(error.step == "publish pdf")
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location?.path == root.path + "/first.md")
        #expect(
            diagnostic.message
                == "cairo could not draw page 1 of 2 of article 'first' (page 1 of issue.pdf), at \(PageFailure.describe(typeset.blocks[2])): invalid tag name, attributes, or nesting"
        )
        #expect(
            PageFailure.excerpt(String(repeating: "a", count: 80)) == "'" + String(repeating: "a", count: 59) + "…'")
        #expect(
            Diagnostic.error("at " + PageFailure.excerpt("Bell \u{7} and \u{1B}[2J")).headline
                == #"error: at 'Bell \u{7} and \u{1B}[2J'"#)
    }
}
