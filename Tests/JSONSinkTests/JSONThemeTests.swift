import FolioBuild
import FolioFormats
import FolioOutput
import FolioPluginAPI
import FolioTestSupport
import Foundation
import Testing

@testable import JSONSink

/// The page theme in the bundle (issue 40): `issue.json` has `theme` exactly when the pages carry
/// frames, and it is the one table the frames were drawn with (`PageTheme.standard`).
extension JSONSinkTests {
    @Test func aBundleWithFramesCarriesThePageTheme() async throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let publication = try await publication(in: root)
        let framed = root.appendingPathComponent("framed")
        try AtomicFolder.replace(framed, step: "Publish json") {
            try JSONSink(frames: ["phone"]).publish(publication, to: $0)
        }
        let theme = try #require(try object("issue.json", in: framed)["theme"] as? [String: Any])
        let table = PageTheme.standard
        #expect(Set(theme.keys) == Set(table.colours.map(\.name) + table.measures.map(\.name)))
        for (name, colour) in table.colours {
            #expect(theme[name] as? String == colour.hex, "\(name)")
        }
        for (name, value, _) in table.measures {
            #expect(theme[name] as? Double == value, "\(name)")
        }
        #expect(table.paper.hex == "#fbf8f1" && table.ink.hex == "#1d1b18")
        let (status, output) = try SchemaValidator.validate(bundle: framed)
        #expect(status == 0, "\(output)")

        let plain = root.appendingPathComponent("plain")
        try publish(publication, to: plain)
        #expect(try object("issue.json", in: plain)["theme"] == nil, "no frames, no theme")
    }
}
