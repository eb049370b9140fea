import FolioModel
import Testing

@testable import FolioLayout

/// The cover (`ArticleKind.cover`) is exactly one page in every geometry: masthead, number and
/// date, and lines on it, and the photo in the room left (`classic`) or behind the words over
/// the whole page, with scrims that keep them legible (`full`, `band`) (`CoverLayout`).
@Suite struct CoverLayoutTests {
    static let landscape = Photo(path: "photos/dunes.jpg", width: 1600, height: 1067, alt: "Dunes")
    static let portrait = Photo(path: "photos/fig.jpg", width: 1000, height: 1500, alt: "A fig")

    /// The cover of an issue like the sample's: a subtitle, a number and date, `lines` lines.
    static func cover(
        lines: Int = 3, photo: Photo? = landscape, subtitle: String? = "Walking, looking closely",
        design: CoverDesign = .classic
    ) -> Article {
        let issue = Issue(title: "Slow Ground", subtitle: subtitle, date: "2026-11-21")
        let titles = ["The Speed of Noticing", "Hollin Water", "Twenty Things to Notice", "Fenwick Wood", "Figs"]
        return Article.cover(
            of: issue, number: "12", date: issue.date,
            lines: (0..<lines).map { CoverLine(articleID: "a\($0)", title: titles[$0]) }, photo: photo,
            design: design, sourcePath: "issue.yaml")
    }

    /// The geometries every issue may have: the standard set, print, and small and odd ones.
    static let geometries: [(String, PageGeometry)] =
        PageGeometrySet.standard.entries.map { ($0.name, $0.geometry) } + [
            ("a4", .a4), ("letter", .letter),
            ("small-phone", PageGeometry(width: 320, height: 480, margin: 16, fontSize: 16, lineHeight: 1.5)),
            ("tall", PageGeometry(width: 360, height: 1400, margin: 20, fontSize: 18, lineHeight: 1.5)),
            ("a6", PageGeometry(width: 298, height: 420, margin: 28, fontSize: 11, lineHeight: 1.45)),
        ]

    /// What must hold of a cover's pages: one page, the masthead on it, nothing below its box.
    static func checkOnePage(_ pages: [Page], paginator: Paginator, _ name: String) {
        #expect(pages.count == 1, "\(name): \(pages.count) pages")
        guard let page = pages.first else { return }
        #expect(page.showsTitle, "\(name)")
        let height = paginator.measure.box.height
        for placement in page.placements {
            #expect(placement.top + placement.height <= height + 1e-6, "\(name): \(placement) below \(height)")
        }
    }

    @Test func theSampleCoverIsOnePageWithEverythingInEveryGeometry() {
        for (name, geometry) in Self.geometries {
            let paginator = Paginator.standard(for: geometry)
            for photo in [Self.landscape, Self.portrait] {
                let article = Self.cover(lines: 5, photo: photo)
                let pages = paginator.paginate(article)
                Self.checkOnePage(pages, paginator: paginator, name)
                guard let page = pages.first else { continue }
                // Every block fits: subtitle, number and date, all five lines, and the photo.
                #expect(page.blocks == article.blocks, "\(name): \(page.blocks.count) of \(article.blocks.count)")
                let image = page.placements.last?.imageHeight ?? 0
                #expect(image >= CoverLayout.minimumPhotoLines * paginator.measure.lineHeight(for: .body), "\(name)")
                if geometry.columns > 1 {
                    #expect(page.placements.last?.column == 1 && page.placements.last?.top == 0, "\(name)")
                }
            }
        }
    }

    @Test func withoutAPhotoTheCoverIsItsText() {
        for (name, geometry) in Self.geometries {
            let paginator = Paginator.standard(for: geometry)
            let article = Self.cover(photo: nil)
            let pages = paginator.paginate(article)
            Self.checkOnePage(pages, paginator: paginator, name)
            #expect(pages.first?.blocks == article.blocks)
            #expect(pages.first?.isZoomable == false)
        }
    }

    @Test func theSubtitleGivesWayFirstThenTheNumberAndDate() {
        // 6 rows of cells: the masthead, the lines and no photo; then the masthead alone.
        let article = Self.cover(lines: 3)
        let six = Paginator.terminal(columns: 30, rows: 6)
        let pages = six.paginate(article)
        Self.checkOnePage(pages, paginator: six, "terminal 30×6")
        #expect(pages.first?.blocks == [article.blocks[2]], "only the lines fit under the masthead")
        #expect(pages.first?.placements.map(\.source) == [2], "sources are the cover's blocks")
        #expect(pages.first?.start == SourcePosition(block: 2, offset: 0))
        let three = Paginator.terminal(columns: 30, rows: 3)
        let masthead = three.paginate(article)
        Self.checkOnePage(masthead, paginator: three, "terminal 30×3")
        #expect(masthead.first?.blocks == [])
    }

    @Test func aTerminalCoverIsOnePage() {
        for (columns, rows) in [(80, 24), (40, 12), (120, 40), (20, 6), (200, 60)] {
            let paginator = Paginator.terminal(columns: columns, rows: rows)
            Self.checkOnePage(paginator.paginate(Self.cover(lines: 5)), paginator: paginator, "\(columns)×\(rows)")
        }
    }

    @Test func aRandomCoverIsOnePageAtARandomGeometry() {
        var generator = ArticleGenerator(random: SplitMix(seed: 31))
        for _ in 0..<120 {
            let paginator = generator.paginator()
            let lines = (0..<generator.random.int(1...5)).map {
                CoverLine(articleID: "a\($0)", title: generator.text(1...14))
            }
            let issue = Issue(
                title: generator.text(1...8), subtitle: generator.random.chance(0.7) ? generator.text(1...20) : nil)
            let photo = generator.random.chance(0.8) ? generator.photo() : nil
            let article = Article.cover(
                of: issue, number: generator.random.chance(0.5) ? "7" : nil,
                date: generator.random.chance(0.5) ? "2026-11-21" : nil, lines: lines, photo: photo,
                design: CoverDesign.allCases[generator.random.int(0...2)], sourcePath: "issue.yaml")
            let pages = paginator.paginate(article)
            Self.checkOnePage(pages, paginator: paginator, "\(paginator.geometry)")
            if let page = pages.first, photo != nil, article.header.coverDesign?.bleeds == true,
                paginator.measure.setsWordsOverPhotos
            {
                BleedingCoverTests.checkArt(page, of: article, paginator: paginator, "\(paginator.geometry)")
            }
            let withoutLines = paginator.paginate(article, keepingLines: false)
            #expect(withoutLines.map(\.placements) == pages.map(\.placements))
        }
    }
}
