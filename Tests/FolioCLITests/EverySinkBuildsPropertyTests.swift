import FolioBuild
import FolioPluginAPI
import FolioStockPlugins
import FolioTestSupport
import Foundation
import PropertyBased
import Testing

@testable import TerminalSink

/// Every sink builds what the others build (issue 39): generated issues of Markdown articles,
/// read by the Markdown source, are published by the json, html and pdf sinks and every page is
/// drawn by the terminal preview, and all of it succeeds. The issues are what real content
/// throws at a sink: titles, headings and paragraphs that start with an emoji (a flag, a family
/// joined with ZWJ, a keycap), Arabic, Hebrew and CJK text at the top of a page (after a page
/// break), right-to-left issues, words longer than a line, empty headings, every block (headings,
/// paragraphs with emphasis, code and links, nested lists, quotes, code, thematic breaks, photos,
/// page breaks) and a cover whose lines are such titles. Small issues and few cases
/// (`FOLIO_PROPERTY_COUNT`, 4 by default), so that the suite keeps its time.
@Suite(.serialized) struct EverySinkBuildsPropertyTests {
    static let count = Int(ProcessInfo.processInfo.environment["FOLIO_PROPERTY_COUNT"] ?? "") ?? 4

    @Test func everySinkBuildsEveryGeneratedIssue() async {
        // A seed's issue shares nothing with a smaller seed's: shrinking would only rebuild.
        await propertyCheck(count: Self.count, input: Gen.int(in: 0...Int.max).withoutShrink()) { seed in
            var generator = GeneratedIssue(seed: UInt64(truncatingIfNeeded: seed))
            try await Self.buildInEverySink(generator.files(), label: "seed \(seed)")
        }
    }

    /// The issue the report named: a heading `### 🎉 Accepted` at the top of a page and an
    /// article titled `🎉 Party` failed the PDF ("invalid tag name, attributes, or nesting").
    @Test func theReportedIssueBuildsInEverySink() async throws {
        let words = Array(repeating: "Some results of the vote, counted twice.", count: 40).joined(separator: " ")
        try await Self.buildInEverySink(
            [
                "issue.yaml": "title: Emoji at the top\ndate: 2026-11-29\n",
                "articles/results.md":
                    "---\ntitle: Results\n---\n\n\(words)\n\n<!-- page -->\n\n### 🎉 Accepted\n\nMore.\n",
                "articles/party.md": "---\ntitle: 🎉 Party\n---\n\nSome opening text.\n",
            ].mapValues { Data($0.utf8) }, label: "the reported issue")
    }

    /// Writes `files` into a content folder, builds it with the stock plugins in the json,
    /// html and pdf sinks, and draws every page of it in the terminal preview; records what
    /// fails, under `label`.
    static func buildInEverySink(_ files: [String: Data], label: String) async throws {
        let temp = try TemporaryFolder()
        for (path, data) in files { try temp.write("content/" + path, data: data) }
        let registry = StockPlugins.registry
        let builder = IssueBuilder(registry: registry, cache: temp.url.appendingPathComponent("cache"))
        var state = try await builder.load(folderAt: temp.url.appendingPathComponent("content").path)
        let errors = state.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(label): \(errors.map(\.description))")
        guard errors.isEmpty else { return }
        for name in ["json", "html", "pdf"] {
            let publisher = try #require(registry.publishers.first { $0.name == name })
            let target = PublishTarget(publisher: publisher, folder: temp.url.appendingPathComponent("out/" + name))
            do {
                try await builder.publish(&state, to: [target])
            } catch {
                Issue.record("\(label): \(error.step): \(error.diagnostics.map(\.description).joined(separator: "\n"))")
            }
        }
        let pdf = temp.url.appendingPathComponent("out/pdf/issue.pdf")
        #expect(FileManager.default.fileExists(atPath: pdf.path), "\(label): no issue.pdf")

        // The terminal preview draws every page of every article, the cover too.
        let issue = state.issue
        let photos = PhotoLibrary.reading(state.scan.folder)
        let shape = try PreviewController(issue: issue, photos: photos, colorMode: .none, columns: 80, rows: 24)
            .paginateEverything()
        for (article, pages) in shape.pageCounts.enumerated() {
            for page in 0..<pages {
                let controller = try PreviewController(
                    issue: issue, photos: photos, colorMode: .none, columns: 80, rows: 24,
                    start: Position(article, page))
                let lines = controller.render().lines()
                #expect(lines.count == 24, "\(label): article \(article), page \(page) of the terminal preview")
            }
        }
    }
}

/// A small random issue, as files: `issue.yaml` (a title, sometimes a language that reads right
/// to left, small pages so that many blocks start a page, the cover on or off), a photo, and two
/// to four Markdown articles of a few blocks each, drawn from text that has broken sinks.
struct GeneratedIssue {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Text that starts with an emoji, in a right-to-left or CJK script, or a word longer than
    /// any line; and plain words.
    static let openings = [
        "🎉", "🇯🇵", "👩‍👩‍👧", "1️⃣", "❤️", "🏳️‍🌈", "مرحبا بالعالم", "שלום עולם", "日本語の文章です。", "中文段落",
        "한국어 문장", "Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsanstalt",
        String(repeating: "x", count: 140), "e\u{301}te\u{301}", "Plain",
    ]
    static let words = [
        "tide", "harbour", "the", "of", "and", "morning", "نص", "عربي", "טקסט", "בעברית", "文章", "🎉", "🌊",
        "Wörter", "naïve", "ﬁnal",
    ]

    /// The content folder's files by path.
    mutating func files() -> [String: Data] {
        var files: [String: Data] = [:]
        let language = pick(["", "", "lang: ar\n", "lang: he\n", "lang: ja\n"])
        let cover = chance(0.5) ? "" : "cover: false\n"
        files["issue.yaml"] = Data(
            """
            title: \(quoted(phrase()))
            date: 2026-11-29
            \(language)\(cover)pages:
              small: {width: 300, height: 360, margin: 18, font-size: 12, line-height: 1.4}

            """.utf8)
        files["photos/tiny.png"] = Self.png
        for index in 0..<int(2...4) {
            files["articles/a\(index).md"] = Data(article(index).utf8)
        }
        return files
    }

    private mutating func article(_ index: Int) -> String {
        var text = "---\n"
        if !chance(0.15) { text += "title: \(quoted(phrase()))\n" }
        if chance(0.3) { text += "lang: \(pick(["ar", "he", "ja", "zh", "en"]))\n" }
        text += "---\n\n"
        for _ in 0..<int(3...9) { text += block(index) + "\n\n" }
        return text
    }

    private mutating func block(_ article: Int) -> String {
        switch int(0...11) {
        case 0: return String(repeating: "#", count: int(1...6)) + (chance(0.3) ? "" : " " + phrase())
        case 1: return "<!-- page -->\n\n" + String(repeating: "#", count: int(1...6)) + " " + phrase()
        case 2: return "<!-- page -->\n\n" + phrase(words: 8...40)
        case 3:
            return phrase() + " *" + phrase() + "* **" + phrase() + "** `code " + phrase() + "` ["
                + phrase() + "](https://example.org/a_(b)) [" + phrase() + "](a\((article + 1) % 2).md)  \n"
                + phrase(words: 4...30)
        case 4: return "- " + phrase() + "\n  - " + phrase() + "\n    1. " + phrase() + "\n- " + phrase()
        case 5: return "> " + phrase(words: 3...20) + "\n>\n> > " + phrase()
        case 6: return "```swift\nlet x = \"" + phrase() + "\"\n" + String(repeating: "y", count: int(1...90)) + "\n```"
        case 7: return "***"
        case 8: return "![" + phrase() + "](../photos/tiny.png \"" + phrase() + "\")"
        case 9: return "<!-- page -->"
        default: return phrase(words: 1...60)
        }
    }

    /// A few words, most often starting with one of `openings`.
    private mutating func phrase(words count: ClosedRange<Int> = 1...6) -> String {
        var words = chance(0.6) ? [pick(Self.openings)] : []
        while words.count < int(count) { words.append(pick(Self.words)) }
        return words.joined(separator: " ")
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }
    private mutating func pick(_ options: [String]) -> String { options[int(0...options.count - 1)] }

    /// A 2 × 2 PNG.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4EaChUXGCAUIBACTGBVHUG/NNAAAAAElFTkSuQmCC"
    )!
}

/// A small, seeded random number generator (SplitMix64): the same seed, the same issue.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
