import FolioTestSupport
import Foundation
import Testing

/// The built `folio` (the release binary when FOLIO_EXECUTABLE names it) on hostile names and
/// content: nothing it prints holds a raw control character, nothing is skipped silently,
/// front matter errors are located in the file, and a folder with errors still previews.
@Suite struct HostileInputTests {
    static let esc = "\u{1B}"
    static let bel = "\u{07}"
    /// A file name that would retitle the terminal: ESC ] 0 ; title BEL.
    static let retitlingName = "evil\(esc)]0;title\(bel).md"
    /// An image name that would clear the screen: ESC [ 2 J.
    static let clearingName = "\(esc)[2J.jpg"
    /// How many parks have no photos (each a warning, summarised after the first five).
    static let emptyParks = 30

    /// A content folder that builds, with hostile names and titles, a named pipe, links that
    /// lead out, and many parks without photos; with `errors`, also two broken articles.
    static func makeFolder(errors: Bool) throws -> URL {
        let root = try FolioProcess.scratch()
        let manager = FileManager.default
        for folder in ["articles", "photos", "parks/park"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let photo = FolioProcess.packageRoot.appendingPathComponent("Content/parks/the-physic-garden/marigold.jpg")
        try manager.copyItem(at: photo, to: root.appendingPathComponent("photos/\(clearingName)"))
        try manager.copyItem(at: photo, to: root.appendingPathComponent("parks/park/pic.jpg"))
        let article = """
            ---
            title: "Bell \\a in the title \\e[2J"
            ---

            ![A \(esc) photo](<../photos/\(clearingName)>)

            Text with a bell\(bel) and a clear \(esc)[2J.

            """
        try Data(article.utf8).write(to: root.appendingPathComponent("articles/\(retitlingName)"))
        try Data("---\ntitle: Plain\n---\n\nA plain article.\n".utf8).write(
            to: root.appendingPathComponent("articles/plain.md"))
        var parks: [[String: Any]] = [
            [
                "name": "Park \u{9B}2J \(esc)]0;x\(bel)",
                "photos": [["imageName": "park/pic", "caption": "Cap\(esc)[31m"]],
            ]
        ]
        parks += (1...emptyParks).map { ["name": "Empty \(esc)[2J \($0)", "photos": [[String: Any]]()] }
        let plist = try PropertyListSerialization.data(fromPropertyList: parks, format: .binary, options: 0)
        try plist.write(to: root.appendingPathComponent("parks/parks.plist"))
        #expect(mkfifo(root.appendingPathComponent("articles/pipe.md").path, 0o644) == 0)
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("outside").path, withDestinationPath: "/etc")
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("articles/leak.md").path, withDestinationPath: "/etc/hostname")
        if errors {
            try Data("---\ntitle: Bell\(bel) raw\n---\nBroken.\n".utf8).write(
                to: root.appendingPathComponent("articles/broken.md"))
            var bomb = "---\na: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
            for (name, previous) in zip("bcdefghi", "abcdefgh") {
                bomb +=
                    "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
            }
            try Data((bomb + "---\nBoom.\n").utf8).write(to: root.appendingPathComponent("articles/bomb.md"))
        }
        return root
    }

    /// Every control character in `bytes` but newline and tab, C1 controls included.
    static func controls(in bytes: Data) -> [String] {
        var found = bytes.filter { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }.map { "byte \($0)" }
        found += String(decoding: bytes, as: UTF8.self).unicodeScalars
            .filter { (0x80...0x9F).contains($0.value) }.map { "U+\(String($0.value, radix: 16))" }
        return found
    }

    static func expectClean(_ run: FolioRun, _ what: String) {
        #expect(controls(in: run.output) == [], "stdout of \(what)")
        #expect(controls(in: Data(run.errors.utf8)) == [], "stderr of \(what)")
    }

    @Test func buildPaginateAndPreviewPrintNoRawControlCharacter() throws {
        let folder = try Self.makeFolder(errors: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scratch = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out").path
        let cache = scratch.appendingPathComponent("cache").path

        let build = try FolioProcess.run(["build", folder.path, "--out", out, "--cache", cache])
        #expect(build.status == 0, "\(build.errors)")
        Self.expectClean(build, "build")
        #expect(build.errors.contains("articles/pipe.md: warning: a named pipe (FIFO), not a file; it is not read"))
        #expect(
            build.errors.contains(
                "outside: warning: a symbolic link to a folder outside the content folder; it is not read"))
        #expect(
            build.errors.contains(
                "articles/leak.md: warning: a symbolic link to a file outside the content folder; it is not read"))
        let emptyWarnings = build.errors.split(separator: "\n").filter { $0.contains("has no photos") }
        #expect(emptyWarnings.count == 1)
        #expect(emptyWarnings.first?.hasSuffix(" (and \(Self.emptyParks - 1) more like this)") == true)
        #expect(build.errors.contains(" in all (run with --verbose to list all)"))
        #expect(build.text.contains("3 entries skipped (--verbose lists them)"))

        let verbose = try FolioProcess.run(["build", folder.path, "--out", out, "--cache", cache, "--verbose"])
        #expect(verbose.status == 0, "\(verbose.errors)")
        Self.expectClean(verbose, "build --verbose")
        #expect(verbose.text.contains(#"from articles/evil\u{1B}]0;title\u{7}.md"#))
        #expect(verbose.text.contains(#"photo photos/\u{1B}[2J.jpg"#))
        #expect(verbose.text.contains("  skipped: \(folder.path)/articles/pipe.md (a named pipe (FIFO), not a file)"))
        #expect(verbose.errors.split(separator: "\n").filter { $0.contains("has no photos") }.count == Self.emptyParks)

        // Without `page:` the issue has the standard geometries: `paginate` prints its table of
        // them, and `--geometry phone` the page map with every title.
        let table = try FolioProcess.run(["paginate", folder.path])
        #expect(table.status == 0, "\(table.errors)")
        Self.expectClean(table, "paginate")
        let map = try FolioProcess.run(["paginate", folder.path, "--geometry", "phone"])
        #expect(map.status == 0, "\(map.errors)")
        Self.expectClean(map, "paginate --geometry phone")
        #expect(map.text.contains(#""Bell \u{7} in the title \u{1B}[2J""#))
        #expect(map.text.contains(#"Park \u{9B}2J \u{1B}]0;x\u{7}"#))

        for keys in ["", "right", "down", "o", "right right right"] {
            let preview = try FolioProcess.run(["preview", folder.path, "--dump", "--keys", keys])
            #expect(preview.status == 0, "\(preview.errors)")
            Self.expectClean(preview, "preview --keys '\(keys)'")
        }
        let first = try FolioProcess.run(["preview", folder.path, "--dump"])
        #expect(first.text.contains(#"Bell \u{7} in the title \u{1B}[2J"#), "\(first.text)")
    }

    @Test func frontMatterErrorsAreLocatedAndBuildWritesNothing() throws {
        let folder = try Self.makeFolder(errors: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let build = try FolioProcess.run([
            "build", folder.path, "--out", out.path, "--cache", folder.appendingPathComponent("cache").path,
        ])
        #expect(build.status != 0)
        Self.expectClean(build, "build with errors")
        let lines = build.errors.split(separator: "\n").map(String.init)
        let broken = try #require(
            lines.firstIndex {
                $0.hasSuffix(
                    "articles/broken.md:2:12: error: invalid YAML: control characters are not allowed (\\u{7})")
            })
        #expect(lines[broken + 1] == #"title: Bell\u{7} raw"#)
        #expect(lines[broken + 2] == "           ^")
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "articles/bomb.md:2:4: error: YAML anchors (&) and aliases (*) are not allowed here, and this is an anchor (&): write each value out in full"
                )
            })
        #expect(build.errors.contains("build failed: 2 errors; no output was written"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func previewOpensAFolderWithErrorsOnItsProblemsPage() throws {
        let folder = try Self.makeFolder(errors: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let opening = try FolioProcess.run(["preview", folder.path, "--dump", "--columns", "100", "--rows", "40"])
        #expect(opening.status == 0, "\(opening.errors)")
        Self.expectClean(opening, "preview with errors")
        #expect(opening.text.contains("Problems: 2 errors"))
        #expect(opening.text.contains("articles/broken.md:2:12"))
        #expect(opening.text.contains(#"title: Bell\u{7} raw"#))
        #expect(opening.text.contains("articles/bomb.md:2:4"))
        #expect(opening.errors.contains("articles/broken.md:2:12: error:"))
        let next = try FolioProcess.run(["preview", folder.path, "--dump", "--keys", "right"])
        #expect(
            !next.text.contains("Problems:") && next.text.contains("·"), "the next article is readable: \(next.text)")
    }

    @Test func systemErrorsAreExplainedInWords() throws {
        let folder = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# A\n\nText.\n".utf8).write(to: folder.appendingPathComponent("a.md"))
        // /proc refuses new folders whoever asks, root included.
        let run = try FolioProcess.run([
            "build", folder.path, "--out", "/proc/folio-out/x", "--cache", folder.appendingPathComponent("cache").path,
        ])
        #expect(run.status != 0)
        #expect(!run.errors.contains("Error Domain"), "\(run.errors)")
        #expect(
            run.errors.contains("cannot create the output folder '/proc/folio-out/x': there is no such file or folder"),
            "\(run.errors)")
    }

    @Test func aNamedPipeNamedAsAPhotoIsNeverOpened() throws {
        let folder = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("photos/pipe.jpg").path, 0o644) == 0)
        try Data("![x](photos/pipe.jpg)\n".utf8).write(to: folder.appendingPathComponent("a.md"))
        let run = try FolioProcess.run(["build", folder.path, "--out", folder.appendingPathComponent("out").path])
        #expect(run.status != 0)
        #expect(
            run.errors.contains(
                "a.md:1:1: error: cannot use image: 'photos/pipe.jpg' is a named pipe, socket or device, not a file; Folio does not open it"
            ), "\(run.errors)")
    }
}
