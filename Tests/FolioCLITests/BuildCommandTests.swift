import FolioTestSupport
import Foundation
import Testing

@Suite(.serialized) struct BuildCommandTests {
    @Test func buildsTheSampleIssueIntoAValidJSONBundle() throws {
        let out = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try FolioProcess.run([
            "build", "Content", "--sink", "json", "--out", out.appendingPathComponent("bundle").path, "--cache",
            FolioProcess.sharedCache,
        ])
        #expect(result.status == 0, "\(result.errors)")
        let summary = result.text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            summary.range(
                of: #"^.+: \d+ articles \(\d+ galleries\), a cover, \d+ pages, \d+ photos$"#,
                options: .regularExpression)
                != nil, "\(summary)")
        #expect(!result.errors.contains("error:"))
        let (status, output) = try SchemaValidator.validate(bundle: out.appendingPathComponent("bundle"))
        #expect(status == 0, "\(output)")
    }

    /// Two cold builds of the sample, each a `folio` process of its own (its own hash seed) with
    /// an output and a cache folder of its own, write the same bytes in the three publishing sinks:
    /// nothing a build writes depends on a cache another build left, or on the process.
    @Test func twoColdBuildsOfTheSampleIssueAreByteIdentical() throws {
        let out = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        for name in ["first", "second"] {
            let result = try FolioProcess.run([
                "build", "Content", "--sink", "json", "--sink", "html", "--sink", "pdf", "--out",
                out.appendingPathComponent(name).path, "--cache", out.appendingPathComponent("\(name)-cache").path,
            ])
            #expect(result.status == 0, "\(result.errors)")
        }
        let first = try FileTree.snapshot(out.appendingPathComponent("first"))
        let second = try FileTree.snapshot(out.appendingPathComponent("second"))
        for written in ["/json/issue.json", "/html/index.html", "/pdf/issue.pdf"] {
            #expect(first.keys.contains(written), "\(written) not among \(first.keys.sorted())")
        }
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, bytes) in first where second[path] != bytes {
            Issue.record("\(path) differs between two cold builds")
        }
    }

    @Test func aFailedBuildLeavesThePreviousOutputIntact() throws {
        let scratch = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let content = scratch.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("---\ntitle: Fine\n---\n\nSome *text*.\n".utf8).write(to: content.appendingPathComponent("fine.md"))
        let bundle = scratch.appendingPathComponent("out")
        let first = try FolioProcess.run(["build", content.path, "--sink", "json", "--out", bundle.path])
        #expect(first.status == 0, "\(first.errors)")
        let before = try FileTree.snapshot(bundle)

        try Data([0x48, 0x69, 0x0A, 0xFF, 0xFE, 0x0A]).write(to: content.appendingPathComponent("broken.md"))
        let second = try FolioProcess.run(["build", content.path, "--sink", "json", "--out", bundle.path])
        #expect(second.status != 0)
        #expect(second.errors.contains("broken.md:2:1: error:"), "\(second.errors)")
        #expect(second.errors.contains("byte offset 3"), "\(second.errors)")
        #expect(try FileTree.snapshot(bundle) == before)
    }

    @Test func emptyAndMissingFoldersGetClearMessages() throws {
        let scratch = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let empty = try FolioProcess.run(["build", scratch.path, "--out", scratch.appendingPathComponent("o").path])
        #expect(empty.status != 0)
        #expect(empty.errors.contains("is empty"))
        let missing = try FolioProcess.run(["build", scratch.appendingPathComponent("nope").path])
        #expect(missing.status != 0)
        #expect(missing.errors.contains("does not exist"))
    }

    @Test func unknownSinkNamesTheInstalledOnes() throws {
        let result = try FolioProcess.run(["build", "Content", "--sink", "mobi"])
        #expect(result.status != 0)
        #expect(result.errors.contains("no sink named 'mobi'"))
        #expect(result.errors.contains("json"))
    }

    @Test func verboseListsFilesNoSourceReads() throws {
        let scratch = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Data("# Hello\n\nText.\n".utf8).write(to: scratch.appendingPathComponent("hello.md"))
        try Data("notes".utf8).write(to: scratch.appendingPathComponent("notes.txt"))
        let quiet = try FolioProcess.run([
            "build", scratch.path, "--sink", "json", "--out", scratch.appendingPathComponent("o").path,
        ])
        #expect(quiet.status == 0, "\(quiet.errors)")
        #expect(quiet.text.contains("1 file not used (--verbose lists them)"))
        let verbose = try FolioProcess.run([
            "build", scratch.path, "--sink", "json", "--out", scratch.appendingPathComponent("o").path, "--verbose",
        ])
        #expect(verbose.text.contains("not used: \(scratch.path)/notes.txt"))
    }

    @Test func theStateParksProjectFolderBuildsAsItIs() throws {
        let out = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try FolioProcess.run([
            "build", "Examples/StateParks", "--sink", "json", "--out", out.path, "--verbose", "--cache",
            FolioProcess.sharedCache,
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.text.contains("3 articles (3 galleries)"), "\(result.text)")
        #expect(result.text.contains("set aside: Examples/StateParks/StateParks/Info.plist"), "\(result.text)")
        #expect(
            result.text.contains(
                "  kettle-lake-state-park (gallery, 4 pages, 4 photos) from StateParks/StateParks.plist"),
            "\(result.text)")
        let reported = result.text.split(separator: "\n").filter {
            $0.hasPrefix("    photo StateParks/Assets.xcassets/")
        }
        // Ten photo files, and the cover's photo (the first park's first) listed under the cover too.
        #expect(reported.count == 11, "\(result.text)")
        let (status, output) = try SchemaValidator.validate(bundle: out)
        #expect(status == 0, "\(output)")
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("issue.json")))
            as? [String: Any]
        let photos = json?["photos"] as? [String: Any]
        #expect((photos?.count ?? 0) >= 9)
    }

    /// The list names exactly the stock plugins, each with its kind (the terminal preview is a
    /// previewer, which `folio build` never runs); of the publishers the PDF and the EPUB are run
    /// when named, not by default.
    @Test func pluginsListsEverySourcePublisherAndPreviewer() throws {
        let result = try FolioProcess.run(["plugins"])
        #expect(result.status == 0)
        let lines = result.text.split(separator: "\n")
        let listed = lines.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        #expect(
            listed.sorted() == [
                "previewer terminal", "publisher epub", "publisher html", "publisher json", "publisher pdf",
                "source markdown", "source plist",
            ],
            "\(result.text)")
        let notByDefault = lines.filter { $0.contains("(not run by default)") }
        #expect(
            notByDefault.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
                == ["publisher pdf", "publisher epub"], "\(result.text)")
    }

    /// `--sink` names a publisher; naming the previewer says what to run instead.
    @Test func buildRefusesThePreviewerAsASink() throws {
        let result = try FolioProcess.run(["build", "Content", "--sink", "terminal"])
        #expect(result.status != 0)
        #expect(
            result.errors.contains("'terminal' is a previewer, not a publisher: run `folio preview` instead"),
            "\(result.errors)")
    }
}
