import Foundation
import Testing
@testable import FolioCore

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
            print("   ", placement.source, placement.top, placement.height, placement.continuesText, placement.continuedListItems, String(describing: block).prefix(120))
        }
    }
    print(PaginatorInvariants.problems(paginating: article, with: paginator))
}
