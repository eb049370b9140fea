import FolioLayout
import FolioModel
import FolioText

/// Where the words of an issue are: each word's stem (`SearchKey`, then `SearchStemmer` in its
/// article's language) to every place it is written, in strip and reading order. Built once from
/// the articles; the pages a place is on come from the layout of each geometry (`SearchHit`).
public struct SearchIndex: Sendable {
    /// One place a word is written.
    public struct Place: Sendable, Equatable {
        /// The article's index in the strip.
        public var article: Int
        /// The top-level block, or `SearchIndex.title` for the article's title.
        public var block: Int
        /// Where the word starts in the block's plain text (`Block.plainText`), in Unicode scalars.
        public var offset: Int

        /// The page the place is on in `layout`, from 0: the title's is the first.
        public func page(in layout: IssueLayout) -> Int {
            page(inColumn: layout.columns.indices.contains(article) ? layout.columns[article] : [])
        }
    }

    /// The block number of an article's title (and of the rest of its header: `header(of:)`).
    public static let title = -1

    /// The text of an article's header as search reads it, one place (`title`): its title, author
    /// and summary, one a line, as its first page and its contents entry show them.
    public static func header(of article: Article) -> String {
        [article.title, article.header.author, article.header.summary].compactMap { $0 }.joined(separator: "\n")
    }

    /// The articles, in strip order.
    public let articles: [Article]
    /// Every place of each stem, in strip and reading order.
    private var places: [String: [Place]] = [:]
    /// The articles' languages.
    private let languages: Set<String>

    /// The index of `articles` (an issue's, in strip order). Throws only when ICU fails.
    public init(_ articles: [Article]) throws(TextEngineError) {
        self.articles = articles
        languages = Set(articles.map(\.header.pageLanguage))
        for (number, article) in articles.enumerated() {
            let language = article.header.pageLanguage
            let breaker = WordBreaker(language: language)
            try add(Self.header(of: article), block: Self.title, article: number, breaker: breaker, language: language)
            for (block, content) in article.blocks.enumerated() {
                try add(content.plainText, block: block, article: number, breaker: breaker, language: language)
            }
        }
    }

    private mutating func add(
        _ text: String, block: Int, article: Int, breaker: WordBreaker, language: String
    ) throws(TextEngineError) {
        try Self.eachStem(in: text, breaker: breaker, stemming: SearchStemmer.Rules(language: language)) {
            stem, offset in
            places[stem, default: []].append(Place(article: article, block: block, offset: offset))
        }
    }

    /// Calls `body` with the stem of each word of `text` and where the word starts (in Unicode
    /// scalars), in order: the one rule of what an index keeps of a text. A Chinese character is a
    /// word of its own too: ICU cuts 茶树 as one word, and a reader who looks for 茶 finds it there.
    static func eachStem(
        in text: String, breaker: WordBreaker, stemming: SearchStemmer.Rules, _ body: (String, Int) -> Void
    ) throws(TextEngineError) {
        for word in try breaker.words(in: text) {
            body(SearchStemmer.stem(SearchKey.of(word.text), rules: stemming), word.scalarOffset)
            // Ideographs are past U+2E80: a word of letters below it (most words) is not looked at.
            guard word.text.utf8.contains(where: { $0 >= 0xE2 }), word.text.unicodeScalars.count > 1 else { continue }
            for (index, scalar) in word.text.unicodeScalars.enumerated() where isIdeograph(scalar) {
                body(String(scalar), word.scalarOffset + index)
            }
        }
    }

    /// Whether `scalar` is an ideograph (Unicode's Ideographic property, a letter: the Han
    /// characters of Chinese and Japanese).
    static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isIdeographic && scalar.properties.generalCategory == .otherLetter
    }

    /// The articles that hold every word of `query`, each once, at the place the words are: the
    /// first block (the title first) that holds them all, at its first word of the query; else
    /// the first place of the query's first word. Articles whose words share a block come
    /// first, then the strip's order. The query is cut into words in `language` (the reader's,
    /// or the issue's) and each word stemmed in each article's language.
    public func search(_ query: String, language: String) throws(TextEngineError) -> [Place] {
        let words = try WordBreaker(language: language).words(in: query).map { SearchKey.of($0.text) }
        guard !words.isEmpty else { return [] }
        // Per article, per word, its places there.
        var found: [Int: [[Place]]] = [:]
        for (number, word) in words.enumerated() {
            // The word's stem in each language of the issue; a place counts where its article's
            // language stems the word to the place's stem.
            for stem in Set(languages.map { SearchStemmer.stem(word, language: $0) }) {
                for place in places[stem] ?? []
                where SearchStemmer.stem(word, language: articles[place.article].header.pageLanguage) == stem {
                    found[place.article, default: Array(repeating: [], count: words.count)][number].append(place)
                }
            }
        }
        var together: [Place] = []
        var apart: [Place] = []
        for article in found.keys.sorted() {
            guard let perWord = found[article], perWord.allSatisfy({ !$0.isEmpty }) else { continue }
            let ordered = perWord.map { $0.sorted { ($0.block, $0.offset) < ($1.block, $1.offset) } }
            let blocks = ordered.dropFirst().reduce(Set(ordered[0].map(\.block))) { $0.intersection($1.map(\.block)) }
            if let block = blocks.min(), let place = ordered[0].first(where: { $0.block == block }) {
                together.append(place)
            } else {
                apart.append(ordered[0][0])
            }
        }
        return together + apart
    }
}
