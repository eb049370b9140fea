import FolioTestSupport
import Foundation
import Testing

@testable import FolioCLI

/// The conventions every building command shares, run on the built `folio` (the release
/// binary when FOLIO_EXECUTABLE names it): `--strict`, `--quiet`, `--diagnostics json`,
/// drafts, and the colour rule.
@Suite struct ConventionsTests {
    /// A content folder of one article, plus the files `extra` names (relative path: text).
    static func folder(_ extra: [String: String] = [:]) throws -> URL {
        let root = try FolioProcess.scratch()
        var files = ["articles/first.md": "---\ntitle: First\n---\n\nThe first article.\n"]
        files.merge(extra) { $1 }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// An article with a script, which is not shown: a warning at 3:1, not an error.
    static let warned = ["articles/warned.md": "# Warned\n\n<script>alert(1)</script>\n\nText.\n"]

    @Test func strictFailsOnAWarningAndWritesNothing() throws {
        let root = try Self.folder(Self.warned)
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let cache = root.appendingPathComponent("cache").path
        let strict = try FolioProcess.run([
            "build", root.path, "--sink", "json", "--out", out.path, "--cache", cache, "--strict",
        ])
        #expect(strict.status == 1, "\(strict.errors)")
        #expect(strict.errors.contains("warned.md:3:1: warning:"), "\(strict.errors)")
        #expect(
            strict.errors.contains("1 warning is an error under --strict; no output was written"), "\(strict.errors)")
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let lenient = try FolioProcess.run(["build", root.path, "--sink", "json", "--out", out.path, "--cache", cache])
        #expect(lenient.status == 0, "\(lenient.errors)")
        let issue = try String(contentsOf: out.appendingPathComponent("issue.json"), encoding: .utf8)
        #expect(
            issue.contains("\"First\"") && issue.contains("\"Warned\""), "both articles are published without --strict")
    }

    @Test func strictPassesAClean() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let result = try FolioProcess.run([
            "build", root.path, "--sink", "json", "--out", out.path, "--cache", root.appendingPathComponent("c").path,
            "--strict",
        ])
        #expect(result.status == 0, "\(result.errors)")
        let issue = try String(contentsOf: out.appendingPathComponent("issue.json"), encoding: .utf8)
        #expect(issue.contains("\"First\""), "the article is published under --strict")
    }

    @Test func quietPrintsNothingOnSuccess() throws {
        // With a base-url, the HTML build has nothing to warn about (docs/shelf.md).
        let root = try Self.folder(["issue.yaml": "base-url: https://example.org/quiet/\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let result = try FolioProcess.run([
            "build", root.path, "--out", out.path, "--cache", root.appendingPathComponent("c").path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.isEmpty, "\(result.text)")
        #expect(result.errors.isEmpty, "\(result.errors)")
        let index = try String(contentsOf: out.appendingPathComponent("html/index.html"), encoding: .utf8)
        let issue = try String(contentsOf: out.appendingPathComponent("json/issue.json"), encoding: .utf8)
        #expect(index.contains("First") && issue.contains("\"First\""), "both sinks publish the article under --quiet")
    }

    @Test func quietStillPrintsWarningsAndErrors() throws {
        let root = try Self.folder(
            Self.warned.merging(["articles/bad.md": "---\ndate: 2026-02-30\n---\n\nText.\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FolioProcess.run([
            "build", root.path, "--out", root.appendingPathComponent("out").path, "--cache",
            root.appendingPathComponent("c").path, "--quiet",
        ])
        #expect(result.status == 1)
        #expect(result.output.isEmpty, "\(result.text)")
        #expect(
            result.errors.contains("bad.md:2:7: error: date: '2026-02-30' is not a calendar date"), "\(result.errors)")
        #expect(result.errors.contains("warned.md:3:1: warning:"), "\(result.errors)")
    }

    @Test func diagnosticsJSONIsOneObjectALine() throws {
        let root = try Self.folder(
            Self.warned.merging(["articles/bad.md": "---\ndate: 2026-02-30\n---\n\nText \u{1B}[2J.\n\n<b>x</b>\n"]) {
                $1
            })
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FolioProcess.run([
            "build", root.path, "--out", root.appendingPathComponent("out").path, "--cache",
            root.appendingPathComponent("c").path, "--diagnostics", "json",
        ])
        #expect(result.status == 1)
        let lines = result.errors.split(separator: "\n").map(String.init)
        var objects: [[String: Any]] = []
        for line in lines {
            let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
            let object = try #require(parsed as? [String: Any], "not an object: \(line)")
            #expect(Set(object.keys) == ["file", "line", "column", "severity", "message"], "\(line)")
            objects.append(object)
        }
        let error = try #require(objects.first { $0["severity"] as? String == "error" }, "\(result.errors)")
        #expect((error["file"] as? String)?.hasSuffix("articles/bad.md") == true)
        #expect(error["line"] as? Int == 2)
        #expect(error["column"] as? Int == 7)
        #expect((error["message"] as? String)?.hasPrefix("date: '2026-02-30' is not a calendar date") == true)
        let warnings = objects.filter { $0["severity"] as? String == "warning" }
        #expect(
            warnings.contains {
                ($0["file"] as? String)?.hasSuffix("articles/warned.md") == true && $0["line"] as? Int == 3
            })
        #expect(warnings.contains { ($0["message"] as? String)?.contains("<script>") == true }, "\(result.errors)")
        #expect(!result.errors.contains("build failed"), "only diagnostics go to standard error: \(result.errors)")
    }

    @Test func aDiagnosticWithoutAPlaceHasNullsAndControlsAreEscaped() throws {
        let line = DiagnosticLine.json(.error("bell \u{7} and \u{9B}"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["file"] is NSNull && object["line"] is NSNull && object["column"] is NSNull, "\(line)")
        #expect(object["message"] as? String == "bell \\u{7} and \\u{9B}", "\(line)")
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func draftsAreLeftOutUnlessAsked() throws {
        let draft = "---\ntitle: Not Yet\ndraft: true\n---\n\nUnfinished.\n"
        let root = try Self.folder(["articles/not-yet.md": draft])
        defer { try? FileManager.default.removeItem(at: root) }
        // One cache for both builds: a build with --drafts must not reuse what one without made.
        let cache = root.appendingPathComponent("cache").path
        func titles(_ extra: [String]) throws -> (titles: [String], run: FolioRun) {
            let out = root.appendingPathComponent("out")
            let run = try FolioProcess.run(
                ["build", root.path, "--sink", "json", "--out", out.path, "--cache", cache, "--verbose"] + extra)
            let data = try Data(contentsOf: out.appendingPathComponent("issue.json"))
            let issue = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let articles = try #require(issue["articles"] as? [[String: Any]])
            // The articles, not the cover (titled as the issue).
            return (articles.filter { $0["kind"] as? String != "cover" }.compactMap { $0["title"] as? String }, run)
        }
        let without = try titles([])
        #expect(without.run.status == 0, "\(without.run.errors)")
        #expect(without.titles == ["First"])
        #expect(without.run.text.contains("1 draft left out (--drafts includes them)"), "\(without.run.text)")
        #expect(without.run.text.contains("draft left out: \(root.path)/articles/not-yet.md"), "\(without.run.text)")
        let with = try titles(["--drafts"])
        #expect(with.run.status == 0, "\(with.run.errors)")
        #expect(with.titles.sorted() == ["First", "Not Yet"])
        let again = try titles([])
        #expect(again.titles == ["First"])
    }

    @Test func aDraftsErrorsStillFailTheBuild() throws {
        let root = try Self.folder(["articles/not-yet.md": "---\ndraft: true\ndate: 2026-13-01\n---\n\nText.\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FolioProcess.run([
            "build", root.path, "--out", root.appendingPathComponent("out").path, "--cache",
            root.appendingPathComponent("c").path,
        ])
        #expect(result.status == 1)
        #expect(result.errors.contains("not-yet.md:3:7: error: date:"), "\(result.errors)")
    }

    @Test func draftsAreLeftOutOfThePaginatedIssueToo() throws {
        let root = try Self.folder(["articles/not-yet.md": "---\ntitle: Not Yet\ndraft: yes\n---\n\nUnfinished.\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let without = try FolioProcess.run(["paginate", root.path, "--geometry", "phone"])
        #expect(without.status == 0, "\(without.errors)")
        #expect(!without.text.contains("Not Yet") && without.text.contains("First"), "\(without.text)")
        let with = try FolioProcess.run(["paginate", root.path, "--geometry", "phone", "--drafts"])
        #expect(with.text.contains("Not Yet"), "\(with.text)")
    }

    @Test func colourOnlyOnATerminalAndNotUnderNoColor() {
        #expect(ConsoleColour.applies(environment: ["TERM": "xterm-256color"], isTerminal: true))
        #expect(!ConsoleColour.applies(environment: ["TERM": "xterm-256color"], isTerminal: false))
        #expect(!ConsoleColour.applies(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], isTerminal: true))
        #expect(ConsoleColour.applies(environment: ["TERM": "xterm", "NO_COLOR": ""], isTerminal: true))
        #expect(!ConsoleColour.applies(environment: ["TERM": "dumb"], isTerminal: true))
    }

    /// Runs `folio ARGUMENTS` on a pseudo-terminal (util-linux `script`), with `environment`
    /// added, and returns what the terminal received.
    static func onTerminal(_ arguments: [String], environment: [String: String]) throws -> String {
        let quoted = ([try FolioBinary.executable().path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", quoted, "/dev/null"]
        var inherited = ProcessInfo.processInfo.environment
        inherited["NO_COLOR"] = nil
        process.environment = inherited.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func warningsAreColouredOnATerminalUnlessNoColor() throws {
        let root = try Self.folder(Self.warned)
        defer { try? FileManager.default.removeItem(at: root) }
        let arguments = [
            "build", root.path, "--sink", "json", "--out", root.appendingPathComponent("out").path, "--cache",
            root.appendingPathComponent("c").path,
        ]
        let coloured = try Self.onTerminal(arguments, environment: ["TERM": "xterm-256color"])
        #expect(coloured.contains("warned.md:3:1: \u{1B}[1;33mwarning\u{1B}[0m: "), "\(coloured.debugDescription)")
        let plain = try Self.onTerminal(arguments, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        #expect(plain.contains("warned.md:3:1: warning: "), "\(plain.debugDescription)")
        #expect(!plain.contains("\u{1B}"), "\(plain.debugDescription)")
    }

    @Test func errorsArePlainWhenNotATerminal() throws {
        let root = try Self.folder(Self.warned)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FolioProcess.run([
            "build", root.path, "--out", root.appendingPathComponent("out").path, "--cache",
            root.appendingPathComponent("c").path,
        ])
        #expect(result.status == 0)
        #expect(result.errors.contains("warning:") && !result.errors.contains("\u{1B}"), "\(result.errors)")
    }
}
