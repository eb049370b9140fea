import FolioPluginAPI
import Foundation
import XCTest

@testable import HTMLSink

/// What makes a published issue or shelf an installable web app that reads offline: the manifest,
/// its icon, the service worker and its list of files (`OfflineApp`, `OfflineFiles`). The worker
/// itself runs in Chromium: Tests/browser/test_offline.py.
final class OfflineAppTests: XCTestCase {
    /// The list the worker reads, parsed.
    private static func list(_ data: Data?) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: try XCTUnwrap(data)) as? [String: Any])
    }

    /// Every file of the issue is listed once, the ones named by their bytes (the article pages)
    /// apart from the ones named the same in every build, with their version; the worker and the
    /// list are not listed (the browser keeps the one, the worker the other), and every listed file
    /// is in the bundle.
    func testAnIssueListsEveryFileItReadsOnceByHowItIsNamed() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let out = try HTMLSinkTestSupport.publish(try HTMLSinkTestSupport.publication(in: folder))
        let files = try HTMLSinkTestSupport.contents(of: out)
        let list = try Self.list(files[WebAssets.offlineFiles])
        let fresh = try XCTUnwrap(list["fresh"] as? [String]), hashed = try XCTUnwrap(list["hashed"] as? [String])
        let articles = files.keys.filter { $0.hasPrefix("articles/") }.sorted()
        XCTAssertEqual(articles.count, 2)
        XCTAssertEqual(hashed.sorted(), articles)
        let named = files.keys.filter {
            !$0.hasPrefix("articles/") && $0 != WebAssets.workerScript && $0 != WebAssets.offlineFiles
        }
        XCTAssertEqual(fresh, named.sorted())
        for path in ["index.html", "contents.html", "folio.js", "issue.css", "fonts.css", "folio-offline.js"] {
            XCTAssertTrue(fresh.contains(path), path)
        }
        XCTAssertTrue(fresh.contains(WebAppManifest.path) && fresh.contains(WebAppIcon.path))
        XCTAssertNotNil(files[WebAssets.workerScript])
        XCTAssertEqual((list["version"] as? String)?.count, 32)
        // One geometry (the publication's), and no photos to keep for it.
        XCTAssertEqual(Array(try XCTUnwrap(list["geometries"] as? [String: [String]]).values), [[]])
        XCTAssertEqual(try XCTUnwrap(list["photos"] as? [[String]]), [])
    }

    /// A geometry keeps, of each photo, the file its column is drawn from at two device pixels per
    /// CSS pixel: the narrowest of the renditions and the original that is as wide, else the original.
    func testAGeometryKeepsTheFileItsColumnIsDrawnFromAtTwoPixelsAPoint() {
        let file = { (width: Int) in AssetFile(path: "assets/photos/a-\(width)w.jpg", width: width, height: width) }
        let large = PhotoAsset(
            sha256: "a", original: AssetFile(path: "assets/photos/a.jpg", width: 4000, height: 3000),
            renditions: [file(1600), file(480), file(960)], thumbnail: file(320))
        XCTAssertEqual(OfflineFiles.file(of: large, across: 342).width, 960)  // a phone's column
        XCTAssertEqual(OfflineFiles.file(of: large, across: 240).width, 480)
        XCTAssertEqual(OfflineFiles.file(of: large, across: 720).width, 1600)  // a tablet's
        XCTAssertEqual(OfflineFiles.file(of: large, across: 1000).width, 4000)
        let small = PhotoAsset(
            sha256: "b", original: AssetFile(path: "assets/photos/b.png", width: 700, height: 500),
            renditions: [file(480)], thumbnail: file(320))
        XCTAssertEqual(OfflineFiles.file(of: small, across: 342).path, "assets/photos/b.png")
        XCTAssertEqual(OfflineFiles.file(of: small, across: 200).width, 480)
    }

    /// The manifest names the issue, starts at index.html, stands alone, and has the icon, the
    /// title's first letter; the same issue gives the same bytes.
    func testTheManifestMakesTheIssueAnInstallableApp() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let publication = try HTMLSinkTestSupport.publication(issueTitle: "slow Ground", in: folder)
        let files = try HTMLSinkTestSupport.contents(of: try HTMLSinkTestSupport.publish(publication))
        let again = try HTMLSinkTestSupport.contents(of: try HTMLSinkTestSupport.publish(publication))
        XCTAssertEqual(files[WebAppManifest.path], again[WebAppManifest.path])
        let manifest = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: try XCTUnwrap(files[WebAppManifest.path])) as? [String: Any])
        XCTAssertEqual(manifest["name"] as? String, "slow Ground")
        XCTAssertEqual(manifest["short_name"] as? String, "slow Ground")
        XCTAssertEqual(manifest["start_url"] as? String, "index.html")
        XCTAssertEqual(manifest["scope"] as? String, "./")
        XCTAssertEqual(manifest["display"] as? String, "standalone")
        XCTAssertEqual(manifest["background_color"] as? String, PageTheme.standard.paper.hex)
        let icons = try XCTUnwrap(manifest["icons"] as? [[String: String]])
        XCTAssertEqual(icons, [["src": "icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"]])
        let icon = String(decoding: try XCTUnwrap(files[WebAppIcon.path]), as: UTF8.self)
        XCTAssertTrue(icon.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), icon)
        XCTAssertTrue(icon.contains(">S</text>"), icon)
    }

    /// A shelf page asks for the offline script (its one script, deferred); the shelf ships the
    /// worker beside it and lists its files, a drawn cover as fresh (named by the slug), a cover
    /// photo as hashed (named by its bytes).
    func testAShelfListsItsPageAndTheCoversItShows() throws {
        let drawn = ShelfIssue(
            slug: "no-12", title: "Slow Ground", language: "en",
            drawnCover: .init(path: "covers/no-12.jpg", width: 720, height: 960), updated: "2026-11-21T00:00:00Z")
        let photo = ShelfIssue(
            slug: "no-11", title: "Slow Ground", language: "en",
            cover: .init(path: "assets/photos/0123456789abcdef-480w.jpg", width: 480, height: 360),
            updated: "2026-10-21T00:00:00Z")
        let files = try HTMLSink().shelfFiles(for: ShelfSite(title: "Slow <Ground>", issues: [drawn, photo]))
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.data) })
        let page = String(decoding: try XCTUnwrap(byPath["index.html"]), as: UTF8.self)
        XCTAssertEqual(page.components(separatedBy: "<script").count, 2, "one script")
        XCTAssertTrue(page.contains("<script src=\"folio-offline.js\" defer></script>"), page)
        XCTAssertNotNil(byPath[WebAssets.workerScript])
        let list = try Self.list(byPath[WebAssets.offlineFiles])
        XCTAssertEqual(
            list["fresh"] as? [String],
            [
                "feed.xml", "folio-offline.js", "icon.svg", "index.html", "manifest.webmanifest", "shelf.css",
                "covers/no-12.jpg",
            ])
        XCTAssertEqual(list["hashed"] as? [String], ["no-11/assets/photos/0123456789abcdef-480w.jpg"])
        let icon = String(decoding: try XCTUnwrap(byPath[WebAppIcon.path]), as: UTF8.self)
        XCTAssertTrue(icon.contains(">S</text>"), icon)
    }
}
