import Foundation

/// One example of the CommonMark spec: its number, section, Markdown and the HTML the spec
/// gives for it.
struct SpecExample: Sendable {
    let number: Int
    let section: String
    let markdown: String
    let html: String

    /// Where the spec file is: `FOLIO_COMMONMARK_SPEC` when set, otherwise
    /// `.build/spec/spec.md` in the package, where `scripts/ensure-deps test` puts it.
    static var specURL: URL {
        if let path = ProcessInfo.processInfo.environment["FOLIO_COMMONMARK_SPEC"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return PackageRoot.url.appendingPathComponent(".build/spec/spec.md")
    }

    /// Every example of the spec file, in order; an error that says how to get the file when
    /// it is missing.
    static func load() throws -> [SpecExample] {
        let url = specURL
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw SpecFileMissing(path: url.path)
        }
        return parse(text)
    }

    /// The examples of a spec text: each is a fence of 32 backticks and the word `example`,
    /// the Markdown, a line `.`, the HTML, and a closing fence. `→` stands for a tab.
    static func parse(_ text: String) -> [SpecExample] {
        let fence = String(repeating: "`", count: 32)
        var examples: [SpecExample] = []
        var section = ""
        var markdown: [Substring] = []
        var html: [Substring] = []
        enum State { case outside, markdown, html }
        var state = State.outside
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            switch state {
            case .outside:
                if line.hasPrefix("#"), let space = line.firstIndex(of: " ") {
                    section = String(line[line.index(after: space)...])
                } else if line.hasPrefix(fence), line.hasSuffix("example") {
                    state = .markdown
                    markdown = []
                    html = []
                }
            case .markdown:
                if line == "." { state = .html } else { markdown.append(line) }
            case .html:
                if line.hasPrefix(fence) {
                    examples.append(
                        SpecExample(
                            number: examples.count + 1, section: section,
                            markdown: joined(markdown), html: joined(html)))
                    state = .outside
                } else {
                    html.append(line)
                }
            }
        }
        return examples
    }

    private static func joined(_ lines: [Substring]) -> String {
        lines.isEmpty ? "" : lines.joined(separator: "\n").replacingOccurrences(of: "→", with: "\t") + "\n"
    }
}

/// The spec file is not where the tests look for it.
struct SpecFileMissing: Error, CustomStringConvertible {
    let path: String
    var description: String {
        "the CommonMark spec is missing at \(path); run `scripts/ensure-deps test` (it fetches spec.md) "
            + "or set FOLIO_COMMONMARK_SPEC to a spec.md"
    }
}

/// The package's root folder, found from this file's path.
enum PackageRoot {
    static var url: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // CommonMark
            .deletingLastPathComponent()  // MarkdownSourceTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }
}
