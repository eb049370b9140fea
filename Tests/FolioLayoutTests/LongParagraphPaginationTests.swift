import FolioModel
import Foundation
import Testing

@testable import FolioLayout

/// A paragraph of any length paginates in time proportional to its length: each page's slice
/// of the paragraph costs that page's text, not a walk from the paragraph's start (which made
/// a 4 MB paragraph take 11 s). No clock here: the tests check that multi-megabyte paragraphs
/// complete and lose nothing, and that slicing with a prepared `InlineSlicer` is exact.
@Suite struct LongParagraphPaginationTests {
    /// A single paragraph of about `bytes` bytes of mixed text: words with non-ASCII letters,
    /// emoji and combining marks, emphasis, strong, code and links.
    static func paragraph(bytes: Int, seed: Int) -> [Inline] {
        var generator = ArticleGenerator(random: SplitMix(seed: seed))
        var runs: [Inline] = []
        var size = 0
        while size < bytes {
            let more = generator.inlines(40...80)
            size += more.plainText.utf8.count
            runs += more
        }
        return runs
    }

    @Test(arguments: [(3_000_000, 1), (6_000_000, 2)])
    func aMultiMegabyteParagraphIsPaginatedWhole(bytes: Int, seed: Int) {
        let content = Self.paragraph(bytes: bytes, seed: seed)
        let article = Article(id: "long", title: "Long", blocks: [.paragraph(content)], sourcePath: "long.md")
        let pages = Paginator.standard(for: .portrait).paginate(article)
        #expect(pages.count > 100)
        #expect(leaves(of: pages) == leaves(of: article))
    }

    @Test func oneHugeTextRunIsPaginatedWhole() {
        let words = ["light", "water", "naïve", "日本語", "👍🏽", "cafe\u{301}"]
        var text = ""
        var index = 0
        while text.utf8.count < 4_000_000 {
            text += words[index % words.count] + " "
            index += 7
        }
        let article = Article(id: "huge", title: "Huge", blocks: [.paragraph([.text(text)])], sourcePath: "huge.md")
        let pages = Paginator.standard(for: .portrait).paginate(article)
        #expect(leaves(of: pages) == leaves(of: article))
    }

    @Test func aPreparedSlicerSlicesExactlyAsThePlainTextDoes() {
        var random = SplitMix(seed: 7)
        for seed in 0..<40 {
            let content = Self.paragraph(bytes: 2_000, seed: seed)
            let slicer = InlineSlicer(content)
            let scalars = Array(content.plainText.unicodeScalars)
            var start = 0
            var joined: [Inline] = []
            while start < scalars.count {
                let end = min(scalars.count, start + Int.random(in: 1...300, using: &random))
                let piece = slicer.slice(scalars: start..<end)
                var expected = String.UnicodeScalarView()
                expected.append(contentsOf: scalars[start..<end])
                #expect(piece.plainText == String(expected))
                joined += piece
                start = end
            }
            #expect(joined.plainText == content.plainText)
        }
    }
}
