import FolioLayout
import FolioModel
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI
@testable import HTMLSink

/// The byline and the title page are decided once: `Article.byline` for every sink, and the
/// HTML renderer shows the title on the page that says it does.
@Suite struct TitleAndBylineTests {
    @Test func bylineJoinsWhatIsGivenAndNotEmpty() {
        func byline(_ author: String?, _ date: String?) -> String {
            Article(id: "a", title: "T", author: author, date: date, sourcePath: "a.md").byline
        }
        #expect(byline("Ana", "2026-11-24") == "Ana · 2026-11-24")
        #expect(byline("Ana", nil) == "Ana")
        #expect(byline(nil, "2026-11-24") == "2026-11-24")
        #expect(byline("", "2026-11-24") == "2026-11-24")
        #expect(byline("", "") == "")
        #expect(byline(nil, nil) == "")
    }

    @Test func theHTMLTitleGoesOnThePageThatShowsIt() {
        let article = Article(id: "a", title: "Water", author: "", date: "2026-11-24", sourcePath: "a.md")
        let renderer = HTMLFragmentRenderer()
        let titled = Page(blocks: [], start: SourcePosition(block: 0, offset: 0), fill: 0.1, showsTitle: true)
        let plain = Page(blocks: [.paragraph([.text("x")])], start: SourcePosition(block: 0, offset: 0), fill: 0.1)
        #expect(
            renderer.page(titled, index: 0, of: article).contains(
                "<header class=\"title\"><h1>Water</h1><p class=\"byline\">2026-11-24</p></header>"))
        #expect(!renderer.page(plain, index: 0, of: article).contains("<header"))
        #expect(renderer.page(titled, index: 3, of: article).contains("<header"))
    }
}
