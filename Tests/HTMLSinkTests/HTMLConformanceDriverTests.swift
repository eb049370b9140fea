import FolioPluginAPI
import Foundation
import XCTest

@testable import HTMLConformance

final class HTMLConformanceDriverTests: XCTestCase {
    func testSyntheticBundleHasTheScenarioShapeAndDeepLink() throws {
        let shape = try IssueShape(pageCounts: [2, 3], zoomablePages: [1: [2]])
        let setup = ScenarioSetup(shape: shape, policy: NavigationPolicy(edgePull: .advance), start: Position(1, 2))
        let folder = try HTMLSinkTestSupport.temporaryFolder()
        let issue = SyntheticBundle(setup: setup)
        try issue.write(to: folder)
        XCTAssertEqual(issue.fragment, "/article-2/3")
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("\"edge-pull\":\"advance\""))
        XCTAssertTrue(html.contains("\"zoomable\":[2]"))
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(SyntheticIssue.picture.path).path))
    }

    func testKeysAreRealWebDriverKeys() {
        XCTAssertEqual(HTMLConformanceDriver.webDriverKey(.right), "\u{E014}")
        XCTAssertEqual(HTMLConformanceDriver.webDriverKey(.escape), "\u{E00C}")
        XCTAssertEqual(HTMLConformanceDriver.webDriverKey(.zoomIn), "+")
    }

    func testAFreePortIsOffered() {
        let port = LocalPort.free()
        XCTAssertNotNil(port)
        XCTAssertGreaterThan(port ?? 0, 0)
    }
}
