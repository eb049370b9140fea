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

        let fonts = FolioProcess.packageRoot.appendingPathComponent("Fonts")
        for name in try FileManager.default.contentsOfDirectory(atPath: fonts.path) where name.hasSuffix(".woff2") {
            #expect(
                files["/fonts/\(name)"] == (try Data(contentsOf: fonts.appendingPathComponent(name))),
                "fonts/\(name) is not Fonts/\(name)")
        }

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
