import FolioModel
import Testing

@testable import FolioLayout

/// A frame's runs carry the styles their text is set apart in, so that a sink draws them from
/// the frame alone: a struck-through run its face's strikeout, a marked run its highlight.
@Suite struct FrameStyleTests {
    /// The frame's first line of a one-paragraph article of `content`.
    static func firstLine(of content: [Inline]) throws -> TypesetLine {
        let article = Article(id: "a", title: "T", blocks: [.paragraph(content)], sourcePath: "a.md")
        let geometry = PageGeometry(width: 600, height: 600, margin: 20, fontSize: 16, lineHeight: 1.4)
        let pages = Paginator.standard(for: geometry).paginate(article)
        let frame = try #require(
            ArticleFramer(typesetting: .standard, justifies: false).frames(of: article, pages: pages, in: geometry)
                .first)
        return try #require(frame.blocks.first { $0.role == .paragraph }?.lines.first)
    }

    /// A superscript and a footnote's number are drawn smaller and raised, a subscript smaller
    /// and lowered, by `Typography`'s one measure of each (the carousel's <sup> and <sub> too).
    @Test func raisedAndLoweredRunsAreSmallerAndShifted() throws {
        let content: [Inline] = [
            .text("Water"), .styled(.superscript, [.text("2")]), .text(" and H"), .styled(.subscript, [.text("2")]),
            .text("O"), .styled(.noteReference, [.text("1")]), .text(" here."),
        ]
        let line = try Self.firstLine(of: content)
        let typography = Typography.standard
        let plain = try #require(line.runs.first { $0.text == "Water" })
        for (text, style, shift) in [
            ("2", InlineStyle.superscript, typography.superscriptRise),
            ("1", .noteReference, typography.superscriptRise),
            ("2", .subscript, -typography.subscriptDrop),
        ] {
            let run = try #require(line.runs.first { $0.text == text && $0.styles == [style] }, "\(style)")
            #expect(abs(run.size - plain.size * typography.scriptSize) < 1e-9, "\(style): \(run.size)")
            let rise = line.baseline - (run.glyphs.first?.y ?? line.baseline)
            #expect(abs(rise - run.size * shift) < 1e-9, "\(style): raised \(rise)")
        }
        #expect(plain.glyphs.allSatisfy { $0.y == line.baseline })
    }

    @Test func struckAndMarkedRunsCarryTheirStyles() throws {
        let content: [Inline] = [
            .text("Kept "), .styled(.strikethrough, [.text("gone "), .styled(.marked, [.text("both")])]),
            .text(" and "),
            .link(destination: "https://example.com", title: nil, content: [.styled(.marked, [.text("lit")])]),
        ]
        let line = try Self.firstLine(of: content)
        let runs = line.runs.map { ($0.text, $0.styles, $0.link) }
        #expect(runs.map(\.0).joined() == "Kept gone both and lit")
        #expect(runs.first { $0.0 == "gone " }?.1 == [.strikethrough])
        #expect(runs.first { $0.0 == "both" }?.1 == [.strikethrough, .marked])
        #expect(
            runs.first { $0.0 == "lit" }?.1 == [.marked] && runs.first { $0.0 == "lit" }?.2 == "https://example.com")
        #expect(runs.first { $0.0.hasPrefix("Kept") }?.1 == [])
        for run in line.runs {
            if run.styles.contains(.strikethrough) {
                // The face's strikeout: a thin line between the baseline and the x-height.
                let strikeout = try #require(run.strikeout)
                #expect(strikeout.y < line.baseline && strikeout.y > line.baseline - run.size * 0.6)
                #expect(strikeout.thickness > 0 && strikeout.thickness < run.size * 0.15)
            } else {
                #expect(run.strikeout == nil)
            }
        }
    }

    /// The frames place rules by the issue's theme (`theme:`): a thematic break's rule at its
    /// share and thickness, a quote's bar at its width.
    @Test func rulesTakeTheIssuesThemeMeasures() throws {
        let article = Article(
            id: "a", title: "T",
            blocks: [.paragraph([.text("Before.")]), .thematicBreak, .quote([.paragraph([.text("Quoted.")])])],
            sourcePath: "a.md")
        let geometry = PageGeometry(width: 600, height: 600, margin: 20, fontSize: 16, lineHeight: 1.4)
        let pages = Paginator.standard(for: geometry).paginate(article)
        let theme = PageTheme.light(
            ThemeSettings(measures: ["ruleShare": 0.5, "ruleThickness": 3, "quoteBarWidth": 0.5]))
        for (theme, framer) in [
            (PageTheme.standard, ArticleFramer(typesetting: .standard, justifies: false)),
            (theme, ArticleFramer(typesetting: .standard, justifies: false, theme: theme)),
        ] {
            let frame = try #require(framer.frames(of: article, pages: pages, in: geometry).first)
            let rule = try #require(frame.blocks.first { $0.role == .rule }?.rules.first)
            #expect(rule.height == theme.ruleThickness)
            #expect(abs(rule.width - geometry.columnWidth * theme.ruleShare) < 1e-9)
            let bar = try #require(frame.blocks.first { $0.role == .quote }?.rules.first)
            #expect(abs(bar.width - theme.quoteBarWidth * geometry.fontSize) < 1e-9)
        }
    }
}
