import FolioModel
import Foundation
import Testing

@testable import FolioLayout

/// Times the paginator on a large synthetic issue. Not part of pass/fail: it runs only with
/// FOLIO_BENCH set, best in a release build:
/// `FOLIO_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter PaginatorBenchmark`.
@Suite struct PaginatorBenchmarkTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["FOLIO_BENCH"] != nil))
    func paginateTenThousandArticles() {
        var generator = ArticleGenerator(random: SplitMix(seed: 1))
        let articles = (0..<10_000).map { _ in generator.article() }
        let issue = Issue(title: "Bench", articles: articles)
        let blocks = articles.reduce(0) { $0 + $1.blocks.count }
        let scalars = articles.reduce(0) { $0 + $1.blocks.reduce(0) { $0 + $1.plainTextScalarCount } }
        for (name, paginator) in [
            ("html", Paginator.standard(for: .portrait)), ("cells", .terminal(columns: 80, rows: 24)),
        ] {
            let clock = ContinuousClock()
            let start = clock.now
            let layout = paginator.layout(issue)
            let elapsed = clock.now - start
            print(
                "benchmark \(name): \(articles.count) articles, \(blocks) blocks, \(scalars) characters -> \(layout.pageCount) pages in \(elapsed)"
            )
        }
    }
}

/// Prints one generated article and its pages: `FOLIO_SEED=<seed from a failing property>`.
@Test(.enabled(if: ProcessInfo.processInfo.environment["FOLIO_SEED"] != nil))
func paginatorDebugDump() {
    let seed = Int(ProcessInfo.processInfo.environment["FOLIO_SEED"] ?? "") ?? 0
    var generator = ArticleGenerator(random: SplitMix(seed: seed))
    let paginator = generator.paginator()
    let article = generator.article()
    print("box", paginator.measure.box, article.kind)
    for (index, block) in article.blocks.enumerated() {
        print(index, String(describing: block).prefix(200))
    }
    for (number, page) in paginator.paginate(article).enumerated() {
        print("PAGE", number, page.start, page.titleHeight)
        for (block, placement) in zip(page.blocks, page.placements) {
            print(
                "   ", placement.source, placement.top, placement.height, placement.continuesText,
                placement.continuedListItems, String(describing: block).prefix(120))
        }
    }
    print(PaginatorInvariants.problems(paginating: article, with: paginator))
}
