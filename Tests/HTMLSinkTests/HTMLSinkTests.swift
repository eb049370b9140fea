import FolioCore
import Foundation
import XCTest
@testable import HTMLSink

final class HTMLSinkTests: XCTestCase {
    func testWritesTheCarouselFiles() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let out = try HTMLSinkTestSupport.publish(try HTMLSinkTestSupport.publication(in: folder))
        let files = try HTMLSinkTestSupport.contents(of: out)
        for name in ["index.html", "folio.js", "folio.css", "issue.css", "fonts/Caladea-Regular.woff2",
                     "fonts/Caladea-Italic.woff2", "fonts/Caladea-Bold.woff2", "fonts/Caladea-BoldItalic.woff2",
                     "fonts/DejaVuSansMono-Latin.woff2"] {
            XCTAssertNotNil(files[name], "missing \(name)")
        }
    }

    func testRefusesAPublicationWithoutAssets() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        var publication = try HTMLSinkTestSupport.publication(in: folder)
        publication.assets = nil
        XCTAssertThrowsError(try HTMLSink().publish(publication, to: folder))
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
        XCTAssertTrue(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; img-src 'self'; font-src 'self'; style-src 'self'; script-src 'self'"))
        let scripts = html.components(separatedBy: "<script").dropFirst()
        XCTAssertEqual(scripts.count, 2)
        for script in scripts {
            let tag = script.prefix { $0 != ">" }
            XCTAssertTrue(tag.contains("src=\"folio.js\"") || tag.contains("type=\"application/json\""), "inline script: \(tag)")
        }
        XCTAssertFalse(html.contains("style="), "style attributes are blocked by the CSP")
        XCTAssertFalse(html.contains("<style"), "inline style sheets are blocked by the CSP")
        for handler in ["onerror=", "onclick=", "onload="] { XCTAssertFalse(html.contains(handler), "no inline event handlers") }
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "nothing remote")
    }

    func testHostileTitlesAreEscaped() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let hostile = "</script><script>alert(1)</script><img src=x onerror=alert(2)>"
        let publication = try HTMLSinkTestSupport.publication(title: hostile, issueTitle: hostile, in: folder)
        let out = try HTMLSinkTestSupport.publish(publication)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertFalse(html.contains("<script>alert"))
        XCTAssertFalse(html.contains("<img src=x"))
        XCTAssertTrue(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)"), "the document title is escaped")
        // Inside the JSON block no `<` survives, so nothing can close it.
        let json = html.components(separatedBy: "id=\"folio-issue\">")[1].components(separatedBy: "</script>")[0]
        XCTAssertFalse(json.contains("<"))
        XCTAssertFalse(json.contains(">"))
        let data = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let articles = data?["articles"] as? [[String: Any]]
        XCTAssertEqual(articles?.first?["title"] as? String, hostile, "the JSON still holds the exact title")
        let pageHTML = ((articles?.first?["pages"] as? [[String: Any]])?.first?["html"] as? String) ?? ""
        XCTAssertTrue(pageHTML.contains("&lt;/script&gt;"), "the page fragment escapes the title")
        XCTAssertTrue(pageHTML.contains("Water &lt;b&gt;and&lt;/b&gt; stone."))
    }

    func testPayloadCarriesTheNavigationMapAndPhotoHeights() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let publication = try HTMLSinkTestSupport.publication(in: folder)
        let payload = try IssuePayload(publication, catalog: AssetCatalog())
        XCTAssertEqual(payload.navigation, try publication.navigationMap())
        XCTAssertEqual(payload.articles[1].pages[0].images, [260])
        XCTAssertEqual(payload.articles[0].pages[0].images, [])
    }

    func testIssueStyleSheetUsesTheGeometryAndTypography() {
        let css = IssueStyleSheet(geometry: .portrait).text
        XCTAssertTrue(css.contains("--page-width: 400px; --page-height: 680px;"))
        XCTAssertTrue(css.contains("--font-size: 17px; --line-height: 1.5;"))
        XCTAssertTrue(css.contains(".page header.title h1 { font-size: 1.75em; line-height: 1.2;"))
        XCTAssertTrue(css.contains(".page pre { font: 400 0.85em/1.45 \"DejaVu Sans Mono\""))
    }
}
