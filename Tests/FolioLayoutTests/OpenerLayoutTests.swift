import FolioModel
import Testing

@testable import FolioLayout

/// An article that opens on its lead photo (`OpenerDesign`, `OpenerLayout`): `over` draws the
/// photo over the whole first page with the title, dek and byline at its foot over a scrim dark
/// enough for the photo, the text from the next page; `under` draws it across the top of the
/// first page, the words and the text below it in every column. The terminal's cells keep the
/// photo as the article's first block.
@Suite struct OpenerLayoutTests {
    static let dek = "How to whittle a small wooden bird from an offcut, paint it in two colours, and hang it."

    /// An article of `paragraphs` paragraphs, its lead photo first, opening as `design`.
    static func article(_ design: OpenerDesign?, photo: Photo = CoverLayoutTests.landscape, paragraphs: Int = 12)
        -> Article
    {
        let text = String(
            repeating: "A bird on a spring hangs over the kitchen table and bobs when the door opens. ", count: 5)
        var article = Article(
            id: "bird", title: "A Bird on a Spring", author: "Ines Valcourt", date: "2026-10-28",
            blocks: [.photo(photo)] + Array(repeating: .paragraph([.text(text)]), count: paragraphs),
            sourcePath: "bird.md")
        article.header.opener = design
        article.header.dek = dek
        return article
    }

    static let photos = [CoverLayoutTests.landscape, CoverLayoutTests.portrait]

    /// `check` for the pages of an article opening as `design` with each photo shape, at every
    /// geometry of the cover tests, with the first page's art.
    static func eachOpener(
        _ design: OpenerDesign,
        _ check: (
            _ name: String, _ geometry: PageGeometry, _ paginator: Paginator, _ photo: Photo, _ pages: [Page],
            _ art: PageArt
        ) -> Void
    ) {
        for (name, geometry) in CoverLayoutTests.geometries {
            let paginator = Paginator.standard(for: geometry)
            for photo in photos {
                let pages = paginator.paginate(article(design, photo: photo))
                let label = "\(name) \(photo.path)"
                guard let art = pages.first?.art else {
                    Issue.record("\(label): the first page has no art")
                    continue
                }
                check(label, geometry, paginator, photo, pages, art)
            }
        }
    }

    /// No page places the lead photo in the text, and every other block is placed, in order.
    static func checkTextAfterThePhoto(_ pages: [Page], _ name: String) {
        let sources = pages.flatMap { $0.placements.map(\.source) }
        #expect(!sources.contains(0), "\(name): the lead photo is drawn as art, not in the text")
        #expect(sources.first == 1, "\(name): the text starts with the block after the photo")
    }

    @Test func overCoversTheFirstPageAndSetsTheWordsAtItsFootOverAScrim() {
        Self.eachOpener(.over) { label, geometry, paginator, _, pages, art in
            let first = pages[0]
            #expect(art.design == .over && art.source == 0, "\(label)")
            let page = TypesetPage.Rect(x: 0, y: 0, width: geometry.width, height: geometry.height)
            #expect(art.area == page, "\(label): the photo shows over the whole page")
            #expect(art.frame.x <= 1e-9 && art.frame.y <= 1e-9, "\(label): \(art.frame)")
            #expect(art.frame.x + art.frame.width >= geometry.width - 1e-9, "\(label): \(art.frame)")
            #expect(art.frame.y + art.frame.height >= geometry.height - 1e-9, "\(label): \(art.frame)")
            #expect(first.placements.isEmpty && first.regions.isEmpty, "\(label): the page is the photo and the words")
            #expect(first.showsTitle && first.fill == 1 && first.isZoomable, "\(label)")
            // The words end at the text box's foot, over a scrim an unmeasured (white) photo needs.
            let words = first.title?.height ?? 0
            #expect(
                abs(first.textTop + words - paginator.measure.box.height) < 1e-6 || first.textTop == 0,
                "\(label): the words end at the foot")
            #expect(first.title?.dekLines.isEmpty == false, "\(label): the dek is set")
            let needed = PageArt.opacity(over: 1)
            #expect(
                art.scrims.count == 1 && art.scrims[0].opacity >= needed - 1e-12
                    && art.scrims[0].rect.y <= geometry.margin + first.textTop + 1e-9,
                "\(label): \(art.scrims)")
            #expect(pages.count > 1 && pages[1].start == SourcePosition(block: 1, offset: 0), "\(label)")
            #expect(pages.dropFirst().allSatisfy { $0.art == nil && $0.textTop == 0 }, "\(label)")
            Self.checkTextAfterThePhoto(pages, label)
            #expect(first.published.art == art && first.published.textTop == first.textTop, "\(label)")
        }
    }

    @Test func underSetsThePhotoAcrossTheTopAndEveryColumnBelowIt() {
        Self.eachOpener(.under) { label, geometry, _, photo, pages, art in
            let first = pages[0]
            #expect(art.design == .under && art.scrims.isEmpty, "\(label)")
            let band = art.area
            #expect(band.x == 0 && band.y == 0 && band.width == geometry.width, "\(label): \(band)")
            #expect(band.height > 0 && band.height <= OpenerLayout.bandShare * geometry.height + 1e-9, "\(label)")
            #expect(band.height <= geometry.width / photo.aspectRatio + 1e-9, "\(label): never taller than the photo")
            #expect(
                art.frame.x <= 1e-9 && art.frame.y <= 1e-9 && art.frame.x + art.frame.width >= band.width - 1e-9
                    && art.frame.y + art.frame.height >= band.height - 1e-9, "\(label): \(art.frame) covers \(band)")
            // The words and the text start below the photo, in every column.
            let below = band.height - geometry.margin
            #expect(first.textTop >= below, "\(label): the title at \(first.textTop) is under the photo")
            #expect(first.placements.allSatisfy { $0.top >= below - 1e-9 }, "\(label): text under the photo")
            #expect(!first.placements.isEmpty, "\(label): the text starts on the first page")
            if geometry.columns > 1 {
                #expect(first.placements.contains { $0.column == 1 }, "\(label): the second column holds text")
            }
            Self.checkTextAfterThePhoto(pages, label)
        }
    }

    /// The frames draw the opener's words where the page says: `over` at the foot in the
    /// photo's ink, `under` below the photo in the page's.
    @Test(arguments: [OpenerDesign.over, .under])
    func theFramesSetTheWordsWhereThePageSays(design: OpenerDesign) throws {
        let geometry = PageGeometrySet.standard.entries[0].geometry
        let article = Self.article(design)
        let pages = Paginator.standard(for: geometry).paginate(article)
        let frame = try #require(
            ArticleFramer(typesetting: .standard, justifies: false).frames(of: article, pages: pages, in: geometry)
                .first)
        #expect(frame.art == pages[0].art)
        #expect(frame.inkOverPhoto == (design == .over))
        let roles = frame.blocks.prefix(3).map(\.role)
        #expect(roles == [.title, .dek, .byline], "the title, the dek, then the byline: \(roles)")
        let top = try #require(frame.blocks.first?.lines.first?.top)
        #expect(abs(top - (geometry.margin + pages[0].textTop)) < 1e-6)
        let dek = frame.blocks[1].lines.map(\.text).joined(separator: " ")
        #expect(dek.replacingOccurrences(of: "- ", with: "-") == Self.dek)
        if design == .under, let art = frame.art {
            #expect(top >= art.area.height, "the title is below the photo")
        }
    }

    /// A dek of several lines wraps where the paginator says (`LineBreak.dek`).
    @Test func theDeksLinesAreThePaginators() throws {
        let geometry = PageGeometrySet.standard.entries[0].geometry
        let page = try #require(Paginator.standard(for: geometry).paginate(Self.article(.under)).first)
        let title = try #require(page.title)
        let wraps = page.lineBreaks.filter { $0.source == LineBreak.dek }
        #expect(title.dekLines.count > 1 && wraps.count == title.dekLines.count - 1)
        #expect(wraps.map(\.offset) == title.dekLines.dropFirst().map(\.start))
        #expect(page.titleHeight >= title.height)
    }

    /// Without an opener, or in the terminal's cells, the photo is the first block of the text
    /// and the page shows no dek.
    @Test func plainArticlesAndTheTerminalKeepThePhotoInTheText() throws {
        let geometry = PageGeometrySet.standard.entries[0].geometry
        for pages in [
            Paginator.standard(for: geometry).paginate(Self.article(nil)),
            Paginator.terminal(columns: 80, rows: 24).paginate(Self.article(.over)),
            Paginator.terminal(columns: 80, rows: 24).paginate(Self.article(.under)),
        ] {
            let first = try #require(pages.first)
            #expect(first.art == nil && first.textTop == 0)
            #expect(first.placements.first?.source == 0, "the photo is the first block")
        }
        let plain = try #require(Paginator.standard(for: geometry).paginate(Self.article(nil)).first?.title)
        #expect(plain.dekLines.isEmpty, "only an opener shows the dek")
    }

    /// A photo bright at the top and black at the foot: the `over` words at the foot need no scrim.
    @Test func theScrimFollowsThePhotosBrightness() throws {
        var peaks = [UInt8](repeating: 0, count: 32 * 32)
        for index in 0..<(32 * 8) { peaks[index] = 255 }
        var photo = CoverLayoutTests.portrait
        photo.tone = PhotoTone(columns: 32, rows: 32, peaks: peaks)
        let geometry = PageGeometrySet.standard.entries[0].geometry
        let dark = try #require(Paginator.standard(for: geometry).paginate(Self.article(.over, photo: photo)).first)
        #expect(dark.art?.scrims.isEmpty == true, "\(dark.art?.scrims ?? [])")
        photo.tone = PhotoTone(columns: 32, rows: 32, peaks: [UInt8](repeating: 255, count: 32 * 32))
        let bright = try #require(Paginator.standard(for: geometry).paginate(Self.article(.over, photo: photo)).first)
        #expect(bright.art?.scrims.first?.opacity == PageArt.opacity(over: 1))
    }
}
