import FolioTestSupport
import Foundation
import Testing

@Suite(.serialized) struct HTMLBuildCommandTests {
    /// The carousel of the sample lists every Markdown article by the title its front matter
    /// gives, every file `index.html` loads is in the bundle, and the fonts are the ones in `Fonts/`.
    @Test func buildsTheSampleIssueAsACarousel() throws {
        let out = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let site = out.appendingPathComponent("site")
        let result = try FolioProcess.run(["build", "Content", "--sink", "html", "--out", site.path])
        #expect(result.status == 0, "\(result.errors)")
        let files = try FileTree.snapshot(site)

        let index = String(decoding: try #require(files["/index.html"]), as: UTF8.self)
        let loaded = Self.matches(of: ##"(?:src|href)="([^"#:?]+)""##, in: index)
        #expect(loaded.contains { $0.hasSuffix(".js") } && loaded.contains { $0.hasSuffix(".css") }, "\(loaded)")
        for path in loaded {
            #expect(files["/" + path] != nil, "index.html loads \(path), which the bundle lacks")
        }

        // The fonts are the faces the pages were measured with, subset to the issue's characters:
        // each one fonts.css names is in the bundle, as WOFF2, and the sample ships at most 150 KB.
        let css = String(decoding: try #require(files["/fonts.css"]), as: UTF8.self)
        let faces = Set(Self.matches(of: #"url\((fonts/[^)]+\.woff2)\)"#, in: css))
        #expect(
            faces.contains("fonts/Caladea-Regular.woff2") && faces.contains("fonts/DejaVuSansMono.woff2"), "\(faces)")
        for face in faces {
            let data = try #require(files["/" + face], "fonts.css names \(face), which the bundle lacks")
            #expect(data.starts(with: Array("wOF2".utf8)))
        }
        let shipped = files.filter { $0.key.hasPrefix("/fonts/") }
        #expect(Set(shipped.keys) == Set(faces.map { "/" + $0 }))
        let total = shipped.values.map(\.count).reduce(0, +)
        #expect(total <= 150_000, "the sample issue ships \(total) bytes of fonts")

        let contents = String(decoding: try #require(files["/contents.html"]), as: UTF8.self)
        let articles = FolioProcess.packageRoot.appendingPathComponent("Content/articles")
        let markdown = try FileManager.default.contentsOfDirectory(atPath: articles.path).filter { $0.hasSuffix(".md") }
        #expect(markdown.count >= 6)
        for name in markdown {
            let source = try String(contentsOf: articles.appendingPathComponent(name), encoding: .utf8)
            let title = try #require(Self.matches(of: #"(?m)^title: (.+)$"#, in: source).first, "\(name)")
            #expect(contents.contains(">\(title)<"), "contents.html does not list \(name)'s title '\(title)'")
        }
    }

    /// `folio plugins` lists the html publisher, and the stock `folio conformance` checks exactly
    /// the core and the terminal (the html sink's driver is in `folio-conformance`).
    @Test func theHTMLSinkIsListedWithItsConformanceDriver() throws {
        let plugins = try FolioProcess.run(["plugins"])
        #expect(plugins.text.split(separator: "\n").contains { $0.hasPrefix("publisher  html ") }, "\(plugins.text)")
        let help = try FolioProcess.run(["conformance", "--help"])
        let listed = Self.matches(
            of: #"The sink to check: ([a-z, ]+)\."#, in: help.text.replacingOccurrences(of: "\n", with: " ")
        )
        .first.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(listed?.sorted() == ["core", "terminal"], "\(help.text)")
        let unknown = try FolioProcess.run(["conformance", "Tests/FolioConformanceTests/Scenarios", "--sink", "pdf"])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("known sinks: core, terminal"), "\(unknown.errors)")
    }

    /// The first capture group of every match of `pattern` in `text`.
    static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
