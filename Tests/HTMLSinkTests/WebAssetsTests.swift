import FolioPluginAPI
import Foundation
import XCTest

@testable import HTMLSink

final class WebAssetsTests: XCTestCase {
    private var web: URL { HTMLSinkTestSupport.packageRoot.appendingPathComponent("Plugins/HTMLSink/Web") }

    func testEmbeddedFilesMatchTheSources() throws {
        // Run Plugins/HTMLSink/generate-web-assets.py after editing Web/. (The fonts are the
        // issue's, subset per issue: HTMLFontsTests.)
        let root = HTMLSinkTestSupport.packageRoot
        XCTAssertFalse(WebAssets.files().contains { $0.path.hasPrefix("fonts/") })
        // The scripts and style sheet ship without comments and indentation: the generator says
        // whether the embedded copies are what it makes of the sources now.
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = [
            "python3", root.appendingPathComponent("Plugins/HTMLSink/generate-web-assets.py").path, "--check",
        ]
        try check.run()
        check.waitUntilExit()
        XCTAssertEqual(check.terminationStatus, 0, "the embedded web files are stale: run generate-web-assets.py")
        // folio.css, the carousel's two scripts (the first page's, and the rest's), the rest's
        // style sheet (folio-later.css), the two frame pages' scripts, and reading offline's two
        // (the page's, folio-offline.js, and the service worker, folio-worker.js).
        XCTAssertEqual(WebAssets.files().count, 8)
        XCTAssertTrue(WebAssets.files().contains { $0.path == "folio-later.css" })
        let carousel = try XCTUnwrap(WebAssets.files().first { $0.path == WebAssets.carouselScript }?.data)
        let sources = try WebAssets.carouselSources.map { try Data(contentsOf: web.appendingPathComponent($0)) }
        XCTAssertLessThan(carousel.count, sources.map(\.count).reduce(0, +), "comments and indentation are left out")
        XCTAssertTrue(
            String(decoding: carousel, as: UTF8.self).contains(
                "Folio.view = (data, rules, core, loader, details) => {\n"))
    }

    func testScriptAndStylesGzipWithinTwentyKilobytes() throws {
        // What ships: the embedded copies, and the sample's issue.css (the standard five geometries).
        let css = IssueStyleSheet(geometries: PageGeometrySet.standard.entries.map { ($0.name, $0.geometry) }).text
        let shipped = Dictionary(uniqueKeysWithValues: WebAssets.files().map { ($0.path, $0.data) })
        var bytes = Data()
        for name in IndexPage.scripts + ["folio.css"] {
            bytes += try XCTUnwrap(shipped[name], name)
        }
        bytes += Data(css.utf8)
        let size = try gzippedSize(bytes)
        XCTAssertLessThanOrEqual(size, 20 * 1024, "JS + CSS gzip to \(size) bytes")
    }

    func testScriptAndStylesReferenceOnlyBundleFiles() throws {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let out = try HTMLSinkTestSupport.publish(try HTMLSinkTestSupport.publication(in: folder))
        let files = try HTMLSinkTestSupport.contents(of: out)
        let css = try String(contentsOf: web.appendingPathComponent("folio.css"), encoding: .utf8)
        let urls = css.components(separatedBy: "url(").dropFirst().map { $0.prefix { $0 != ")" } }
        XCTAssertFalse(urls.isEmpty)
        for url in urls { XCTAssertNotNil(files[String(url)], "folio.css references \(url), not in the bundle") }
        let js = try (WebAssets.carouselSources + WebAssets.laterSources).map {
            try String(contentsOf: web.appendingPathComponent($0), encoding: .utf8)
        }
        .joined()
        for forbidden in [
            "http:", "https:", "//cdn", "fetch(", "XMLHttpRequest", "import(", "eval(", "new Function",
            "innerHTML = data", "document.write",
        ] {
            XCTAssertFalse(js.contains(forbidden), "folio.js contains \(forbidden)")
            XCTAssertFalse(css.contains(forbidden), "folio.css contains \(forbidden)")
        }
        let html = String(decoding: files["index.html"] ?? Data(), as: UTF8.self)
        for reference in ["folio.css", "issue.css"] + IndexPage.scripts {
            XCTAssertTrue(html.contains("\"\(reference)\""))
            XCTAssertNotNil(files[reference])
        }
    }

    private func gzippedSize(_ data: Data) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-9", "-c"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: data)
        try input.fileHandleForWriting.close()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return compressed.count
    }
}
