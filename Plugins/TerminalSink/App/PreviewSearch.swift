import FolioPluginAPI

/// The preview's search: FolioSearch's (`SearchIndex`, the search every sink runs) over the
/// issue's articles as the preview shows them (`IssueCleaner`), made in the background once the
/// search line opens (`prepare()`) and kept for every terminal size; each found place is put on
/// its page of the preview's own pages.
/// The terminal only asks it and draws what it found: which pages the rules then lead to is the
/// rules engine's (`Navigator.searched`).
final class PreviewSearch {
    /// The issue's articles as loaded; the index is made of them cleaned as the preview
    /// paginates them (`IssueCleaner`), so that a place's block and offset are the same in the
    /// index and in the pages.
    private let articles: [Article]
    /// The language the reader's words are cut in: the issue's (as `folio search` cuts them).
    let language: String
    /// The index, being made from the first time it is asked for (`prepare()`).
    private lazy var making = BackgroundSearchIndex(articles)
    /// The index, once a search has waited for it.
    private var index: SearchIndex?
    /// The places of the last search, by the page each is on.
    private var places: [Position: SearchIndex.Place] = [:]

    /// The search of `issue`'s articles; nothing is indexed until the search line opens.
    init(issue: Issue) {
        articles = issue.articles
        language = issue.settings.pageLanguage
    }

    /// Starts making the index, if it is not made or being made: the search line has opened.
    func prepare() {
        _ = making
    }

    /// The pages that hold `words`, best first, each the page of `layout` its place is on
    /// (paginating the articles found, if not yet). Throws only when ICU fails.
    func find(_ words: String, in layout: LazyIssueLayout) throws -> [Position] {
        let index = try making.index()
        self.index = index
        places = [:]
        return try index.search(words, language: language).map { place in
            let position = Position(place.article, place.page(inColumnStarting: layout.pageStarts(of: place.article)))
            places[position] = place
            return position
        }
    }

    /// What the contents show of the found page at `position` (the article's title, the heading
    /// and the words around the place), if the last search found it.
    func hit(at position: Position) -> SearchHit? {
        guard let index, let place = places[position] else { return nil }
        return SearchHit(place, in: index)
    }

    /// What the contents list of each of the `found` pages of a search for `words`: `label`
    /// gives an article's number and title, `pageCount` its number of pages.
    func entries(
        _ found: [Position], words: String, label: (Int) -> String, pageCount: (Int) -> Int
    ) -> [SearchRenderer.Entry] {
        // Words ICU cannot cut (it never happens) are listed unmarked: marks only help.
        let marks = try? SearchMarks(words, language: language)
        return found.map { position in
            SearchRenderer.Entry(
                label: label(position.article), page: position.page, pageCount: pageCount(position.article),
                hit: hit(at: position),
                marker: marks.map { WordMarker(marks: $0, language: language(of: position.article)) })
        }
    }

    /// The language article `article` is written in, for marking the words in its text.
    func language(of article: Int) -> String {
        articles.indices.contains(article) ? articles[article].header.pageLanguage : language
    }
}
