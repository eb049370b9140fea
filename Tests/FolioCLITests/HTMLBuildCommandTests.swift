import FolioTestSupport
import Foundation
import Testing

@Suite(.serialized) struct HTMLBuildCommandTests {
    @Test func buildsTheSampleIssueAsACarousel() throws {
        let out = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try FolioProcess.run([
            "build", "Content", "--sink", "html", "--out", out.appendingPathComponent("site").path,
        ])
        #expect(result.status == 0, "\(result.errors)")
        for file in ["index.html", "folio.js", "folio.css", "issue.css", "fonts/Caladea-Regular.woff2"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("site/\(file)").path), "\(file)")
        }
        let thumbs = try FileManager.default.contentsOfDirectory(
            atPath: out.appendingPathComponent("site/assets/thumbs").path)
        #expect(!thumbs.isEmpty)
    }

    @Test func theHTMLSinkIsListedWithItsConformanceDriver() throws {
        let plugins = try FolioProcess.run(["plugins"])
        #expect(plugins.text.contains("html"), "\(plugins.text)")
        let help = try FolioProcess.run(["conformance", "--help"])
        #expect(help.text.contains("html"), "\(help.text)")
    }
}
