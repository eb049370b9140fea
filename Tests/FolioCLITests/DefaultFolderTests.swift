import FolioTestSupport
import Foundation
import Testing

/// Which folder `folio build`, `serve`, `preview` and `paginate` read when none is named: the
/// current folder when it holds issue.yaml, else ./Content, else an error that says so. Runs
/// the built `folio` in scratch folders.
@Suite struct DefaultFolderTests {
    /// An issue folder: issue.yaml and one article.
    static func issueFolder(at root: URL, title: String) throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("articles"), withIntermediateDirectories: true)
        try Data("title: \(title)\n".utf8).write(to: root.appendingPathComponent("issue.yaml"))
        try Data("---\ntitle: Only\n---\n\nOne article.\n".utf8).write(
            to: root.appendingPathComponent("articles/only.md"))
    }

    @Test func aFolderWithIssueYAMLIsTheIssue() throws {
        let root = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.issueFolder(at: root, title: "Here")
        let build = try FolioProcess.run(["build", "--sink", "json", "--out", "out", "--cache", "cache"], in: root)
        #expect(build.status == 0, "\(build.errors)")
        #expect(build.lines.first == "Here: 1 article, a cover, 2 pages, 0 photos", "\(build.text)")
        let issue = try String(contentsOf: root.appendingPathComponent("out/issue.json"), encoding: .utf8)
        #expect(issue.contains("\"title\":\"Here\""), "\(issue.prefix(300))")
        // The output and the cache, inside the issue folder, are not content on the next build.
        let again = try FolioProcess.run(["build", "--sink", "json", "--out", "out", "--cache", "cache"], in: root)
        #expect(
            again.lines.prefix(2) == ["Here: 1 article, a cover, 2 pages, 0 photos", "read 1 markdown"], "\(again.text)"
        )

        let paginate = try FolioProcess.run(["paginate", "--geometry", "phone"], in: root)
        #expect(paginate.status == 0, "\(paginate.errors)")
        #expect(paginate.lines.first?.hasPrefix("Here: pages for phone") == true, "\(paginate.text)")

        let preview = try FolioProcess.run(["preview", "--keys", "", "--dump"], in: root)
        #expect(preview.status == 0, "\(preview.errors)")
        #expect(preview.text.contains("Only"), "\(preview.text)")
    }

    @Test func issueYAMLWinsOverAContentFolder() throws {
        let root = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.issueFolder(at: root, title: "Here")
        try Self.issueFolder(at: root.appendingPathComponent("Content"), title: "Below")
        let build = try FolioProcess.run(["paginate", "--geometry", "phone"], in: root)
        #expect(build.status == 0, "\(build.errors)")
        #expect(build.lines.first?.hasPrefix("Here: pages for phone") == true, "\(build.text)")
    }

    @Test func problemsAreNamedRelativeToTheCurrentFolder() throws {
        let root = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.issueFolder(at: root, title: "Here")
        try Data("---\ndate: 2026-02-30\n---\n\nText.\n".utf8).write(to: root.appendingPathComponent("articles/bad.md"))
        let build = try FolioProcess.run(["build", "--out", "out", "--cache", "cache"], in: root)
        #expect(build.status == 1)
        #expect(build.errors.hasPrefix("articles/bad.md:2:7: error:"), "\(build.errors)")
    }

    @Test func withoutIssueYAMLContentIsTheIssue() throws {
        let root = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.issueFolder(at: root.appendingPathComponent("Content"), title: "Below")
        let build = try FolioProcess.run(["build", "--sink", "json", "--out", "out", "--cache", "cache"], in: root)
        #expect(build.status == 0, "\(build.errors)")
        #expect(build.lines.first == "Below: 1 article, a cover, 2 pages, 0 photos", "\(build.text)")
    }

    @Test func withNeitherTheErrorSaysWhereItLooked() throws {
        let root = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        for command in [["build"], ["paginate"], ["preview", "--keys", "", "--dump"], ["serve", "--port", "0"]] {
            let result = try FolioProcess.run(command, in: root)
            #expect(result.status == 64, "\(command): \(result.errors)")
            #expect(
                result.errors.contains("the current folder has no issue.yaml and there is no ./Content folder"),
                "\(command): \(result.errors)")
            #expect(result.errors.contains("folio new NAME"), "\(result.errors)")
            #expect(result.output.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty, "nothing is written")
    }

    @Test func aNamedFolderIsReadAsNamed() throws {
        let root = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.issueFolder(at: root.appendingPathComponent("trip"), title: "Trip")
        let build = try FolioProcess.run(
            ["build", "trip", "--sink", "json", "--out", "out", "--cache", "cache"], in: root)
        #expect(build.status == 0, "\(build.errors)")
        #expect(build.lines.first == "Trip: 1 article, a cover, 2 pages, 0 photos", "\(build.text)")
    }
}
