import FolioModel
import Foundation
import PropertyBased
import Testing

@testable import FolioLayout

/// The frames say where each line's text is in the article (`TypesetLine.Source`), counted as
/// the page map's breaks count it: the starts of a page's lines that follow a line of the same
/// block not ending at a hard break are exactly the page's `lineBreaks`, one offset translation
/// for every sink; and each line's text is its source range's text. Blocks in lists and quotes
/// carry their containers, so structure nests by construction.
@Suite struct FrameSourceTests {
    @Test func theFramesLineStartsAreThePagesBreaks() async {
        await propertyCheck(count: 60, input: PaginatorPropertyTests.seeds) { seed in
            var generator = ArticleGenerator(random: SplitMix(seed: seed))
            guard let (article, pages, frames) = Self.framed(&generator) else { return }
            for (number, (page, frame)) in zip(pages, frames).enumerated() {
                #expect(Self.breaks(of: frame) == page.lineBreaks, "seed \(seed) page \(number)")
                for problem in Self.textProblems(frame, article: article) {
                    Testing.Issue.record("seed \(seed) page \(number): \(problem)")
                }
            }
        }
    }

    @Test func listsAndQuotesAreContainers() throws {
        let list = ListBlock(
            ordered: true, tight: true, items: [[.paragraph([.text("one")])], [.paragraph([.text("two")])]])
        let article = Article(
            id: "a", title: "T", blocks: [.list(list), .quote([.paragraph([.text("said")])], role: nil)],
            sourcePath: "a.md")
        let geometry = PageGeometry(width: 400, height: 600, margin: 20, fontSize: 16, lineHeight: 1.4)
        let pages = Paginator.standard(for: geometry).paginate(article)
        let frame = try #require(
            ArticleFramer(typesetting: .standard, justifies: false).frames(of: article, pages: pages, in: geometry)
                .first)
        let shapes = frame.blocks.map { block in
            (block.role, block.containers.map(\.kind), block.lines.map(\.text).joined())
        }
        #expect(shapes.map(\.0) == [.title, .marker, .listItem, .marker, .listItem, .quote, .paragraph])
        #expect(shapes[1].1 == [.list(ordered: true), .listItem] && shapes[1].2 == "1.")
        #expect(shapes[4].1 == [.list(ordered: true), .listItem] && shapes[4].2 == "two")
        #expect(frame.blocks[1].containers == frame.blocks[2].containers)
        #expect(frame.blocks[2].containers[1] != frame.blocks[4].containers[1])
        #expect(shapes[6].1 == [.quote] && shapes[6].2 == "said")
        #expect(frame.blocks[4].lines[0].source?.block == 0 && frame.blocks[4].lines[0].source?.range == 4..<7)
    }

    /// A random article in a random font geometry, its pages with their lines and their frames;
    /// nil for the cell measure (frames are the font measure's).
    static func framed(_ generator: inout ArticleGenerator) -> (Article, [Page], [TypesetPage])? {
        let paginator = generator.paginator()
        guard paginator.measure is FontMeasure else { return nil }
        let article = generator.article()
        let pages = paginator.paginate(article)
        let frames = ArticleFramer(typesetting: .standard, justifies: false)
            .frames(of: article, pages: pages, in: paginator.geometry)
        return (article, pages, frames)
    }

    /// The page map's breaks as the frame's lines give them.
    static func breaks(of frame: TypesetPage) -> [LineBreak] {
        var breaks: [LineBreak] = []
        for block in frame.blocks {
            let sources = block.lines.compactMap(\.source)
            for (before, line) in zip(sources, sources.dropFirst()) where !before.endsHard {
                breaks.append(
                    LineBreak(source: line.block, offset: line.range.lowerBound, hyphenated: before.hyphenated))
            }
        }
        return breaks
    }

    /// `text` with every white space a space (a tab or a hard break is drawn as one).
    static func spaced(_ text: Substring) -> String {
        String(text.map { $0.isWhitespace ? " " : $0 })
    }

    /// Lines whose text is not their source range's text (spaces at the ends aside, white
    /// space drawn as spaces; a code line keeps its leading ones).
    static func textProblems(_ frame: TypesetPage, article: Article) -> [String] {
        var problems: [String] = []
        for block in frame.blocks {
            for line in block.lines {
                guard let source = line.source else { continue }
                let text: String
                switch source.block {
                case LineBreak.title: text = article.title
                case LineBreak.byline: text = article.byline
                default: text = article.blocks[source.block].plainText
                }
                guard source.range.upperBound <= text.unicodeScalars.count else {
                    problems.append("\(block.role) line '\(line.text)': range \(source.range) past the text")
                    continue
                }
                var expected = Self.spaced(text.slice(scalars: source.range).trimmingSpaces)
                if source.hyphenated { expected += "-" }
                let drawn = Self.spaced(line.text.trimmingSpaces)
                if block.role == .code ? !expected.hasSuffix(drawn) : drawn != expected {
                    problems.append("\(block.role) line '\(drawn)' is not '\(expected)'")
                }
            }
        }
        return problems
    }
}
