import FolioLayout
import FolioModel
import FolioText

/// The words of one article as an index of many articles keeps them: each stem with the blocks
/// it is written in, and for each the page that holds its first place there in every geometry.
/// Made once when the article is laid out and kept in its digest, so an issue's search index is
/// made from the digests, without the articles' text.
package struct ArticleWords: Sendable, Equatable {
    /// A stem written in a block.
    package struct Entry: Sendable, Equatable {
        /// The stem (`SearchKey`, then `SearchStemmer` in the article's language).
        package var stem: String
        /// The top-level block, or `SearchIndex.title`.
        package var block: Int
        /// The page, from 0, that holds the stem's first place in the block, in each geometry of
        /// the set.
        package var pages: [Int]

        /// An entry.
        package init(stem: String, block: Int, pages: [Int]) {
            self.stem = stem
            self.block = block
            self.pages = pages
        }
    }

    /// At most this many blocks of each stem are kept, the first in reading order: enough to find
    /// several words in one paragraph, without a common word's every paragraph.
    package static let blocksPerStem = 3

    /// The entries, by stem, then block.
    package var entries: [Entry] = []

    /// No words.
    package init() {}

    /// The entries, as the build cache reads them back.
    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// The words of `article`, laid out as `columns` (its pages in each geometry). Throws only when
    /// ICU fails.
    package init(_ article: Article, columns: [[Page]]) throws(TextEngineError) {
        let language = article.header.pageLanguage
        let breaker = WordBreaker(language: language)
        var firsts: [String: [(block: Int, offset: Int)]] = [:]
        func add(_ text: String, block: Int) throws(TextEngineError) {
            try SearchIndex.eachStem(in: text, breaker: breaker, language: language) { stem, offset in
                let kept = firsts[stem, default: []]
                guard kept.count < Self.blocksPerStem, kept.last?.block != block else { return }
                firsts[stem, default: []].append((block, offset))
            }
        }
        try add(SearchIndex.header(of: article), block: SearchIndex.title)
        for (block, content) in article.blocks.enumerated() {
            try add(content.plainText, block: block)
        }
        entries = firsts.keys.sorted().flatMap { stem in
            firsts[stem, default: []].map { place in
                let found = SearchIndex.Place(article: 0, block: place.block, offset: place.offset)
                let pages = columns.map(found.page(inColumn:))
                return Entry(stem: stem, block: place.block, pages: pages)
            }
        }
    }
}
