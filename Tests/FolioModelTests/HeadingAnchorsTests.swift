import FolioLayout
import FolioModel
import Testing

@Suite struct HeadingAnchorsTests {
    @Test func anArticleLinkNamesItsArticleAndHeading() {
        let link = ArticleLink.destination(of: "legal", anchor: "the-licence")
        #expect(link == "#/legal#the-licence")
        #expect(ArticleLink.articleID(in: link) == "legal")
        #expect(ArticleLink.anchor(in: link) == "the-licence")
        #expect(ArticleLink.destination(of: "legal", anchor: nil) == "#/legal")
        #expect(ArticleLink.anchor(in: "#/legal") == nil)
        #expect(ArticleLink.anchor(in: "#/legal/3") == nil)
        #expect(ArticleLink.articleID(in: "#/legal/3") == "legal")
        #expect(ArticleLink.anchor(in: "#notes") == nil)
    }

    @Test func aReferenceKeepsWhatWasWrittenAndWhere() throws {
        let reference = ArticleLink.reference(to: "../other/#a:b", line: 12, column: 5)
        let parsed = try #require(ArticleLink.parseReference(reference))
        #expect(parsed.written == "../other/#a:b")
        #expect(parsed.line == 12 && parsed.column == 5)
        #expect(ArticleLink.parseReference("#/other") == nil)
        #expect(ArticleLink.articleID(in: reference) == nil)
    }

    @Test func pathsAndFragmentsMayNameAnArticleURLsMayNot() {
        for written in ["other.md", "other.md#x", "../other/", "/blog/other/", "@/blog/x.md", "#part", "x?y=1"] {
            #expect(ArticleLink.mayNameAnArticle(written), "\(written)")
        }
        for written in ["https://example.org/x", "mailto:a@b.c", "//cdn.example.org/x", "", "#/other", "#?1:1:x"] {
            #expect(!ArticleLink.mayNameAnArticle(written), "\(written)")
        }
    }

    @Test func headingsGetOneAnchorEachRepeatsNumbered() {
        let blocks: [Block] = [
            .heading(level: 2, content: [.text("Part Two: the Return")]),
            .paragraph([.text("Text.")]),
            .heading(level: 2, content: [.text("Notes")]),
            .heading(level: 3, content: [.emphasis([.text("Notes")])]),
            .heading(level: 2, content: [.text("Москва")]),
            .heading(level: 2, content: []),
        ]
        let anchors = HeadingAnchors(blocks)
        #expect(anchors.anchors == ["part-two-the-return", "notes", "notes-1", "moskva", "section"])
        #expect(anchors.entries.map(\.block) == [0, 2, 3, 4, 5])
        #expect(anchors.entry(named: "notes-1")?.block == 3)
        // GitHub's and kramdown's fragments of the same headings find them by the same rule.
        #expect(Slug.anchor("Part-Two--the-Return") == "part-two-the-return")
    }

    @Test func aHeadingInsideAQuoteIsFoundAtItsOffsetInTheQuotesText() throws {
        let quote = Block.quote([.paragraph([.text("First.")]), .heading(level: 3, content: [.text("Inside")])])
        let anchors = HeadingAnchors([.paragraph([.text("Lead")]), quote])
        let entry = try #require(anchors.entry(named: "inside"))
        #expect(entry.block == 1)
        // The quote's plain text is "First.\nInside": the heading starts after 7 scalars.
        #expect(entry.offset == 7)
        let text = Array(quote.plainText.unicodeScalars)
        #expect(String(String.UnicodeScalarView(text[entry.offset...])) == "Inside")
    }
}
