import FolioLayout
import FolioModel
import FolioText

/// The words of one article as an index of many articles keeps them: each stem with the blocks
/// it is written in, and for each the page that holds its first place there in every geometry.
/// Made once when the article is laid out and kept in its digest, so an issue's search index is
/// made from the digests, without the articles' text.
///
/// Kept flat (an issue of 10,000 articles holds millions): entry `i` is `stems[i]` in
/// `blocks[i]`, its pages `pages[i * geometryCount ..< (i + 1) * geometryCount]`.
package struct ArticleWords: Sendable, Equatable {
    /// At most this many blocks of each stem are kept, the first in reading order: enough to find
    /// several words in one paragraph, without a common word's every paragraph.
    package static let blocksPerStem = 3

    /// Each entry's stem (`SearchKey`, then `SearchStemmer` in the article's language), by stem,
    /// then block.
    package private(set) var stems: [String] = []
    /// Each entry's top-level block, or `SearchIndex.title`.
    package private(set) var blocks: [Int32] = []
    /// Each entry's page, from 0, that holds the stem's first place in the block, in each
    /// geometry of the set, entry after entry.
    package private(set) var pages: [UInt16] = []
    /// How many geometries each entry has a page in.
    package private(set) var geometryCount = 0

    /// No words.
    package init() {}

    /// The entries, as the build cache reads them back: `pages` holds `geometryCount` pages for
    /// each stem. Nil when the counts disagree.
    package init?(stems: [String], blocks: [Int32], pages: [UInt16], geometryCount: Int) {
        guard stems.count == blocks.count, pages.count == stems.count * geometryCount else { return nil }
        self.stems = stems
        self.blocks = blocks
        self.pages = pages
        self.geometryCount = geometryCount
    }

    /// How many entries.
    package var count: Int { stems.count }

    /// The pages of entry `index`, one per geometry.
    package func pages(of index: Int) -> ArraySlice<UInt16> {
        pages[index * geometryCount..<(index + 1) * geometryCount]
    }

    /// The words as one geometry of the set (`geometry`, an index) sees them: that geometry's pages alone.
    package func inGeometry(_ geometry: Int) -> ArticleWords {
        var words = self
        words.pages = []
        words.geometryCount = 0
        guard (0..<geometryCount).contains(geometry) else { return words }
        words.geometryCount = 1
        words.pages.reserveCapacity(count)
        for entry in 0..<count { words.pages.append(pages[entry * geometryCount + geometry]) }
        return words
    }

    /// The words of `article`, laid out as `columns` (its pages in each geometry). Throws only when
    /// ICU fails.
    package init(_ article: Article, columns: [[Page]]) throws(TextEngineError) {
        let language = article.header.pageLanguage
        let breaker = WordBreaker(language: language)
        let stemming = SearchStemmer.Rules(language: language)
        var firsts: [String: [(block: Int, offset: Int)]] = [:]
        func add(_ text: String, block: Int) throws(TextEngineError) {
            try SearchIndex.eachStem(in: text, breaker: breaker, stemming: stemming) { stem, offset in
                firsts[stem, default: []].appendFirst((block, offset), upTo: Self.blocksPerStem)
            }
        }
        try add(SearchIndex.header(of: article), block: SearchIndex.title)
        for (block, content) in article.blocks.enumerated() {
            try add(content.plainText, block: block)
        }
        var stems: [String] = []
        var blocks: [Int32] = []
        var pages: [UInt16] = []
        for stem in firsts.keys.sorted() {
            for place in firsts[stem, default: []] {
                stems.append(stem)
                blocks.append(Int32(place.block))
                let found = SearchIndex.Place(article: 0, block: place.block, offset: place.offset)
                for column in columns { pages.append(UInt16(clamping: found.page(inColumn: column))) }
            }
        }
        self.stems = stems
        self.blocks = blocks
        self.pages = pages
        geometryCount = columns.count
    }
}

extension Array where Element == (block: Int, offset: Int) {
    /// Keeps `place` when it is in another block than the last one kept and fewer than `limit` are.
    fileprivate mutating func appendFirst(_ place: (block: Int, offset: Int), upTo limit: Int) {
        guard count < limit, last?.block != place.block else { return }
        append(place)
    }
}
