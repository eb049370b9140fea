import FolioTestSupport
import Foundation
import Testing

/// A brand-new issue and the sample `Content/` build in silence: `--quiet` prints nothing and
/// `--strict` passes. That an issue has no `base-url:` yet (its pages' share metadata then
/// leaves out og:url, og:image and the canonical link) is a hint in the build's summary, shown
/// when HTML is built, not a warning that `--strict` would fail on.
@Suite struct QuietFirstBuildTests {
    @Test func aNewIssueBuildsQuietlyAndStrictly() throws {
        let root = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let new = try FolioProcess.run(["new", "trip"], in: root)
        #expect(new.status == 0, "\(new.errors)")
        let trip = root.appendingPathComponent("trip")

        let quiet = try FolioProcess.run(["build", "--quiet", "--strict"], in: trip)
        #expect(quiet.status == 0, "\(quiet.errors)")
        #expect(quiet.text.isEmpty && quiet.errors.isEmpty, "--quiet prints nothing: \(quiet.text)\(quiet.errors)")

        let told = try FolioProcess.run(["build", "--strict"], in: trip)
        #expect(told.status == 0 && told.errors.isEmpty, "\(told.errors)")
        let hints = told.lines.filter { $0.hasPrefix("hint: no base-url: ") }
        #expect(hints.count == 1, "the summary gives the advice once: \(told.text)")
        #expect(hints.first?.contains("og:image, og:url and the canonical link") == true)
        #expect(hints.first?.hasSuffix("to issue.yaml") == true)
    }

    @Test func theSampleIssueBuildsQuietlyAndStrictly() throws {
        let out = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try FolioProcess.run([
            "build", "Content", "--quiet", "--strict", "--out", out.path, "--cache",
            out.appendingPathComponent("cache").path,
        ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.isEmpty && run.errors.isEmpty, "\(run.text)\(run.errors)")
    }

    @Test func theHintGoesWithABaseURLAndWithoutHTML() throws {
        let root = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try FolioProcess.run(["new", "trip"], in: root).status == 0)
        let trip = root.appendingPathComponent("trip")
        let json = try FolioProcess.run(["build", "--sink", "json"], in: trip)
        #expect(json.status == 0 && !json.text.contains("hint:"), "no pages to share, no hint: \(json.text)")
        let settings = trip.appendingPathComponent("issue.yaml")
        let yaml = try String(contentsOf: settings, encoding: .utf8) + "base-url: https://example.org/trip/\n"
        try Data(yaml.utf8).write(to: settings)
        let html = try FolioProcess.run(["build"], in: trip)
        #expect(html.status == 0 && html.errors.isEmpty, "\(html.errors)")
        #expect(!html.text.contains("hint:"), "\(html.text)")
    }
}
