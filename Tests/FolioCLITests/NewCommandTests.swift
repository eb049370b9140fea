import FolioTestSupport
import Foundation
import Testing

/// `folio new NAME`, run as a user runs it: the folder it makes builds with both publishing
/// sinks at once (a valid JSON bundle, an HTML carousel), paginates and previews; it never
/// writes into a folder that holds anything.
@Suite struct NewCommandTests {
    /// Makes `name` with `folio new` in a fresh scratch folder; the scratch folder and the run.
    func made(_ arguments: [String]) throws -> (root: URL, run: FolioRun) {
        let root = try FolioProcess.scratch()
        return (root, try FolioProcess.run(["new"] + arguments, in: root))
    }

    @Test func aNewIssueBuildsWithBothSinks() throws {
        let (root, new) = try made(["trip"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(new.status == 0, "\(new.errors)")
        #expect(new.errors.isEmpty, "\(new.errors)")
        #expect(
            new.lines.first?.hasPrefix("made 'trip': Trip, 2 articles and a gallery (4 photos)") == true, "\(new.text)")
        let trip = root.appendingPathComponent("trip")
        for file in [
            ".gitignore", "issue.yaml", "articles/welcome.md", "articles/writing-an-issue.md", "gallery/gallery.plist",
        ] {
            #expect(FileManager.default.fileExists(atPath: trip.appendingPathComponent(file).path), "\(file)")
        }
        // The photos are real JPEG files (the build below decodes and renders every one).
        for photo in ["photos/lake-at-noon.jpg", "gallery/dawn.jpg", "gallery/noon.jpg", "gallery/dusk.jpg"] {
            let bytes = try Data(contentsOf: trip.appendingPathComponent(photo))
            #expect(bytes.prefix(3) == Data([0xFF, 0xD8, 0xFF]), "\(photo) is a JPEG")
            #expect(bytes.count > 2_000 && bytes.count < 100_000, "\(photo): \(bytes.count) bytes")
        }
        let gitignore = try String(contentsOf: trip.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(gitignore.contains("/dist/") && gitignore.contains("/.folio-cache/"))

        // `folio build` in the new folder: both sinks, into dist/ beside the content, no warning.
        let build = try FolioProcess.run(["build"], in: trip)
        #expect(build.status == 0, "\(build.errors)")
        // No warning: that it has no base-url yet is a hint in the summary (QuietFirstBuildTests).
        #expect(build.errors.isEmpty, "a new issue builds without a warning: \(build.errors)")
        #expect(build.lines.first?.hasPrefix("Trip: 3 articles (1 gallery), ") == true, "\(build.text)")
        #expect(build.lines.first?.hasSuffix(", 4 photos") == true, "\(build.text)")
        let (status, output) = try SchemaValidator.validate(bundle: trip.appendingPathComponent("dist/json"))
        #expect(status == 0, "\(output)")
        let index = try String(contentsOf: trip.appendingPathComponent("dist/html/index.html"), encoding: .utf8)
        #expect(index.contains("Trip"))
        // Built twice, the output inside the folder is not read as content.
        let again = try FolioProcess.run(["build"], in: trip)
        #expect(again.status == 0 && again.errors == build.errors, "\(again.errors)")
        #expect(again.lines.first == build.lines.first, "\(again.text)")
    }

    @Test func aNewIssuePaginatesAndPreviews() throws {
        let (root, new) = try made(["summer-trip"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(new.status == 0, "\(new.errors)")
        let issue = root.appendingPathComponent("summer-trip")

        let paginate = try FolioProcess.run(["paginate", "--geometry", "phone"], in: issue)
        #expect(paginate.status == 0, "\(paginate.errors)")
        #expect(paginate.lines.first?.hasPrefix("Summer Trip: pages for phone") == true, "\(paginate.text)")
        let ids = ["welcome", "by-the-water", "writing-an-issue"]
        let positions = ids.map { id in paginate.text.range(of: id)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "every article is paginated: \(paginate.text)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "in issue.yaml's order")

        let first = try FolioProcess.run(
            ["preview", "--keys", "q", "--dump", "--columns", "80", "--rows", "24"], in: issue)
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.text.contains("Welcome to Summer Trip"), "\(first.text)")
        // The preview opens on the cover (its lines name the articles); right, right: the gallery.
        let gallery = try FolioProcess.run(
            ["preview", "--keys", "right right", "--dump", "--columns", "80", "--rows", "24"], in: issue)
        #expect(gallery.status == 0, "\(gallery.errors)")
        #expect(gallery.text.contains("By the Water"), "\(gallery.text)")
    }

    @Test func aTitleIsWrittenSafelyIntoIssueYAML() throws {
        let title = #"Notes: "Tides" & #3"#
        let (root, new) = try made(["odd", "--title", title])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(new.status == 0, "\(new.errors)")
        let odd = root.appendingPathComponent("odd")
        let build = try FolioProcess.run(["build", "--sink", "json", "--out", "out"], in: odd)
        #expect(build.status == 0, "\(build.errors)")
        #expect(build.lines.first?.hasPrefix(title + ": 3 articles") == true, "\(build.text)")
    }

    @Test func anEmptyFolderIsUsedButAFolderWithAnythingInItIsNot() throws {
        let root = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = FileManager.default
        try files.createDirectory(at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let intoEmpty = try FolioProcess.run(["new", "empty"], in: root)
        #expect(intoEmpty.status == 0, "\(intoEmpty.errors)")
        #expect(files.fileExists(atPath: root.appendingPathComponent("empty/issue.yaml").path))

        try files.createDirectory(at: root.appendingPathComponent("used"), withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: root.appendingPathComponent("used/.notes"))
        let intoUsed = try FolioProcess.run(["new", "used"], in: root)
        #expect(intoUsed.status == 1)
        #expect(
            intoUsed.errors.contains(
                "error: 'used' already exists and is not empty; folio new writes only into a new or empty folder"),
            "\(intoUsed.errors)")
        #expect(try files.contentsOfDirectory(atPath: root.appendingPathComponent("used").path) == [".notes"])

        // A second `folio new` over a made issue changes nothing.
        let again = try FolioProcess.run(["new", "empty"], in: root)
        #expect(again.status == 1, "\(again.text)")

        try Data("x\n".utf8).write(to: root.appendingPathComponent("file"))
        let overFile = try FolioProcess.run(["new", "file"], in: root)
        #expect(overFile.status == 1)
        #expect(overFile.errors.contains("'file' exists and is a file"), "\(overFile.errors)")
    }
}
