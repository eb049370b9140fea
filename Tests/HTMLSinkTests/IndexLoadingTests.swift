import FolioPluginAPI
import Foundation
import XCTest

@testable import HTMLSink

/// What `index.html` asks for before its first page, read from a published bundle: one script
/// (the carousel's sources joined in their order), two style sheets, and for readers without
/// script the contents in a frame.
final class IndexLoadingTests: XCTestCase {
    private var web: URL { HTMLSinkTestSupport.packageRoot.appendingPathComponent("Plugins/HTMLSink/Web") }

    private func publishedBundle() throws -> (index: String, files: [String: Data]) {
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let out = try HTMLSinkTestSupport.publish(try HTMLSinkTestSupport.publication(in: folder))
        let files = try HTMLSinkTestSupport.contents(of: out)
        return (String(decoding: try XCTUnwrap(files["index.html"]), as: UTF8.self), files)
    }

    /// The values of `attribute` in every `<tag …>` of `html` that has `marker` among its attributes.
    private func attributes(_ attribute: String, of tag: String, with marker: String, in html: String) -> [String] {
        html.components(separatedBy: "<\(tag) ").dropFirst().map { $0.prefix { $0 != ">" } }
            .filter { $0.contains(marker) }
            .compactMap { $0.components(separatedBy: "\(attribute)=\"").dropFirst().first?.prefix { $0 != "\"" } }
            .map(String.init)
    }

    func testIndexLoadsOneScriptJoinedFromEveryCarouselSourceInOrder() throws {
        let (index, files) = try publishedBundle()
        XCTAssertEqual(attributes("src", of: "script", with: "src=", in: index), ["folio.js"])
        let shipped = String(decoding: try XCTUnwrap(files["folio.js"]), as: UTF8.self)
        // Every source's first definition is in the one file, in the order the sources run.
        var previous = shipped.startIndex
        for name in WebAssets.carouselSources {
            let source = try String(contentsOf: web.appendingPathComponent(name), encoding: .utf8)
            let definition = try XCTUnwrap(
                source.components(separatedBy: "\n").first { $0.hasPrefix("Folio.") || $0.hasPrefix("(() => {") },
                "\(name) defines something")
            let found = try XCTUnwrap(shipped.range(of: definition + "\n", range: previous..<shipped.endIndex), name)
            previous = found.upperBound
        }
        XCTAssertTrue(shipped.hasPrefix("'use strict';\n"), "strict mode covers the whole file")
        XCTAssertEqual(shipped.components(separatedBy: "'use strict';").count, 2, "said once, at the top")
        for name in WebAssets.carouselSources where name != WebAssets.carouselScript {
            XCTAssertNil(files[name], "\(name) ships only inside folio.js")
        }
    }

    func testIndexAsksForItsTwoStyleSheetsInTheHead() throws {
        let (index, _) = try publishedBundle()
        let head = index.components(separatedBy: "</head>")[0]
        XCTAssertEqual(
            attributes("href", of: "link", with: "rel=\"stylesheet\"", in: head), ["folio.css", "issue.css"])
        XCTAssertFalse(head.contains("<script"), "the script comes after the body it fills")
    }

    func testWithoutScriptTheIndexFramesTheContentsWhoseLinksOpenAtTheTop() throws {
        let (index, files) = try publishedBundle()
        let noscript = index.components(separatedBy: "<noscript").dropFirst()
            .map { $0.components(separatedBy: "</noscript>")[0] }.joined()
        XCTAssertTrue(
            noscript.contains("<iframe id=\"static-frame\" src=\"contents.html\" title=\"Contents\"></iframe>"))
        let contents = String(decoding: try XCTUnwrap(files["contents.html"]), as: UTF8.self)
        let head = contents.components(separatedBy: "</head>")[0]
        XCTAssertTrue(head.contains("<base target=\"_top\">"), head)
        XCTAssertFalse(head.contains("<base href"), "contents.html keeps the bundle's base-uri 'none'")
    }
}
