import FolioModel
import PropertyBased
import Testing

@testable import FolioLayout

/// Cell frames draw the paginator's lines: a page's frame holds, block by block in reading
/// order, exactly the text of its lines, cut from the blocks' text by the one rule
/// (`LineText`), so that an article's pages together say what its blocks say, every character
/// once and only spaces set differently.
@Suite struct CellFrameTests {
    @Test func theFramesLinesAreTheArticlesText() async {
        await propertyCheck(count: PaginatorPropertyTests.count, input: PaginatorPropertyTests.seeds) { seed in
            var generator = ArticleGenerator(random: SplitMix(seed: seed))
            let columns = generator.random.int(20...120)
            let rows = generator.random.int(8...60)
            let article = generator.article()
            // A title taller than a whole page (a hundred CJK characters in a terminal of 20x10,
            // as seed 6431720381237115955 makes) is cut at the page's foot in every sink: its lines
            // do not yet continue on the next page (known, and left: issue 41's notes, and
            // `aTitleTallerThanAPageIsKnownToBeCut`). Every other line is still checked.
            let cut = Self.titleIsTallerThanAPage(article, columns: columns, rows: rows)
            let problems = Self.problems(framing: article, columns: columns, rows: rows, checkingTitle: !cut)
            #expect(problems.isEmpty, "seed \(seed), \(columns)x\(rows): \(problems.prefix(5))")
        }
    }

    @Test func runsCarryTheMarkupAndWebAddresses() throws {
        let content: [Inline] = [
            .text("See  https://example.com/a, "),
            .link(destination: "#/other", title: nil, content: [.emphasis([.text("the")]), .code(" x ")]),
            .text(" end\t"),
        ]
        let article = Article(id: "a", title: "T", blocks: [.paragraph(content)], sourcePath: "a.md")
        let measure = CellMeasure(columns: 80, rows: 10)
        let page = try #require(Paginator.terminal(columns: 80, rows: 10).paginate(article).first)
        let frame = CellFramer(measure: measure).frame(of: page, in: article)
        let line = try #require(frame.blocks.first { $0.role == .paragraph }?.lines.first)
        #expect(line.text == "See https://example.com/a, the x end")
        // A space goes with the text before it.
        #expect(line.runs.map(\.text) == ["See ", "https://example.com/a", ", ", "the ", "x ", "end"])
        #expect(line.runs[1].webAddress == "https://example.com/a")
        #expect(line.runs[3].marks == [.link("#/other"), .emphasis] && line.runs[3].link == "#/other")
        #expect(line.runs[4].isCode && !line.runs[5].isCode)
    }

    /// A callout's bar says its kind (its colour in every sink); a plain quote's and a pull
    /// quote's do not.
    @Test func aCalloutsBarCarriesItsKind() throws {
        let blocks: [Block] = [
            .quote([.paragraph([.text("Mind the gap.")])], role: "warning"),
            .quote([.paragraph([.text("Said.")])]), .quote([.paragraph([.text("Big.")])], role: "pquote"),
        ]
        let article = Article(id: "a", title: "T", blocks: blocks, sourcePath: "a.md")
        let page = try #require(Paginator.terminal(columns: 40, rows: 20).paginate(article).first)
        let frame = CellFramer(measure: CellMeasure(columns: 40, rows: 20)).frame(of: page, in: article)
        #expect(frame.blocks.filter { $0.role == .quote }.map(\.callout) == [.warning, nil, nil])
    }

    @Test func codeKeepsItsIndentationAndExpandsTabs() throws {
        let code = "\tlet a = 1   \n    b\n"
        let article = Article(id: "a", title: "T", blocks: [.code(info: "swift x", text: code)], sourcePath: "a.md")
        let page = try #require(Paginator.terminal(columns: 40, rows: 10).paginate(article).first)
        let frame = CellFramer(measure: CellMeasure(columns: 40, rows: 10)).frame(of: page, in: article)
        let block = try #require(frame.blocks.first { $0.role == .code(language: "swift") })
        #expect(block.lines.map(\.text) == ["    let a = 1", "    b"])
    }

    /// Whether `article`'s title and byline take more rows than a page of `rows` has.
    static func titleIsTallerThanAPage(_ article: Article, columns: Int, rows: Int) -> Bool {
        guard let title = Paginator.terminal(columns: columns, rows: rows).paginate(article).first?.title else {
            return false
        }
        let height =
            Double(title.titleLines.count) * title.titleLineHeight + Double(title.bylineLines.count)
            * title.bylineLineHeight
        return height > Double(rows)
    }

    /// A title of a hundred CJK characters does not fit a terminal of 20x10: the known case
    /// `theFramesLinesAreTheArticlesText` sets aside, pinned here so that it is seen.
    @Test func aTitleTallerThanAPageIsKnownToBeCut() {
        let title = String(repeating: "日", count: 110)
        let article = Article(id: "a", title: title, blocks: [.paragraph([.text("Body.")])], sourcePath: "a.md")
        #expect(Self.titleIsTallerThanAPage(article, columns: 20, rows: 10))
        withKnownIssue("a title taller than a page is cut at its foot") {
            #expect(Self.problems(framing: article, columns: 20, rows: 10).isEmpty)
        }
    }

    /// What is wrong with the frames of `article`'s pages in cells.
    static func problems(framing article: Article, columns: Int, rows: Int, checkingTitle: Bool = true) -> [String] {
        let paginator = Paginator.terminal(columns: columns, rows: rows)
        let framer = CellFramer(measure: CellMeasure(columns: columns, rows: rows))
        let pages = paginator.paginate(article)
        var problems: [String] = []
        var drawn: [Unicode.Scalar] = []
        for (number, page) in pages.enumerated() {
            let frame = framer.frame(of: page, in: article)
            for block in frame.blocks {
                for line in block.lines {
                    if line.runs.map(\.text).joined() != line.text {
                        problems.append("page \(number): runs of \(line.text.debugDescription)")
                    }
                    if line.row < 0 || line.row >= rows {
                        problems.append("page \(number): row \(line.row) of \(line.text.debugDescription)")
                    }
                    if line.text.last == " " || line.text.contains("\t") {
                        problems.append("page \(number): spaces in \(line.text.debugDescription)")
                    }
                }
                switch block.role {
                case .title where !checkingTitle, .byline where !checkingTitle, .dek where !checkingTitle:
                    break
                case .title, .byline, .dek, .heading, .paragraph, .listItem, .pullQuote:
                    for line in block.lines where line.text.first == " " || line.text.contains("  ") {
                        problems.append("page \(number): spaces in running text \(line.text.debugDescription)")
                    }
                    drawn += block.lines.flatMap { $0.text.unicodeScalars }
                case .code, .tableCell(header: false):
                    drawn += block.lines.flatMap { $0.text.unicodeScalars }
                case .listMarker, .figure, .quote, .rule, .tableCell(header: true):
                    // A table's header is drawn again on each page the table goes on to.
                    break
                }
            }
        }
        var written: [Unicode.Scalar] = []
        if checkingTitle {
            written += article.title.unicodeScalars
            written += (pages.first?.title?.byline ?? "").unicodeScalars
        }
        for block in article.blocks { written += text(of: block).unicodeScalars }
        let visible = { (scalars: [Unicode.Scalar]) in scalars.filter { !LineText.isSpace($0) } }
        if visible(drawn) != visible(written) {
            problems.append(
                "drawn \(String(String.UnicodeScalarView(visible(drawn))).prefix(200).debugDescription), written "
                    + "\(String(String.UnicodeScalarView(visible(written))).prefix(200).debugDescription)")
        }
        return problems
    }

    /// The text of `block` set in lines (not a photo's caption), in reading order.
    private static func text(of block: Block) -> String {
        switch block {
        case .heading(_, let content), .paragraph(let content): content.plainText
        case .code(_, let code): code
        case .list(let list): list.items.flatMap { $0 }.map(text(of:)).joined(separator: " ")
        case .quote(let children, _): children.map(text(of:)).joined(separator: " ")
        case .table(let table): table.rows.flatMap { $0 }.map(\.plainText).joined(separator: " ")
        case .photo, .thematicBreak, .pageBreak: ""
        }
    }
}
