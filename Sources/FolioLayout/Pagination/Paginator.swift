import FolioModel

/// Flows articles into pages for a page box and a text measure.
///
/// The rules, in order of strength:
/// - every article has at least one page and no page is empty; the first page shows the
///   title and byline above the blocks (an empty article is a title-only page);
/// - nothing is taller than the page: text is cut between lines, a photo is shrunk;
/// - a forced page break ends the page (ignored when the page has no blocks yet);
/// - a heading never ends a page when it can help it: it moves to the next page unless it
///   fits with the first lines of what follows;
/// - a paragraph or code block keeps two lines on each side of a page end, so one needs four
///   lines to be split; lists are cut between items first; a lone line only happens when
///   there is no other way;
/// - a photo takes the full text width at its aspect ratio, capped to the page; when it does
///   not fit in what is left of a page it is shrunk into it if that keeps 60% of its height,
///   otherwise it moves to the next page; its caption always goes with it (a photo inside
///   a list or quote takes that block's width, capped to the page, and is never shrunk);
/// - a gallery (`ArticleKind.gallery`) gives each photo a page of its own, the first one
///   under the title;
/// - a thematic break is space, shrinking to what is left at the bottom of a page;
/// - the issue's cover (`ArticleKind.cover`) is one page (`CoverLayout`).
///
/// On a geometry of two columns, each column is laid out by these rules at the column's width
/// and the columns are filled in turn (`ColumnFlow`): so keep-with-next, widows and orphans
/// hold per column, a photo is never split, a forced break starts a new page and a gallery
/// shows its photos side by side, one per column.
///
/// Code lines wrap (like `white-space: pre-wrap`) rather than being clipped, so nothing is
/// hidden. Each page carries the lines it was laid out with (`Page.layouts`, `Page.title`):
/// a sink that sets text itself (the terminal) draws those, paginated in its own measure, and
/// never breaks lines again; the HTML carousel leaves setting to the browser (CSS `pre-wrap`).
public struct Paginator: Sendable {
    /// The geometry pages are made for (for the terminal: columns × rows, no margin).
    public var geometry: PageGeometry
    /// The measure text is set with.
    package let measure: any TextMeasure
    /// Whether running text and captions hyphenate (issue.yaml `hyphenate:`), in the
    /// languages a dictionary is installed for.
    public var hyphenates = false
    /// How an article's opening paragraph is set (`theme: drop-cap:`, `first-line:`).
    package var opening = OpeningStyle.plain
    private let layouter: BlockLayouter

    /// Creates a paginator with a measure; `geometry` is what the layout reports.
    package init(geometry: PageGeometry, measure: any TextMeasure) {
        self.geometry = geometry
        self.measure = measure
        layouter = BlockLayouter(measure: measure)
    }

    /// A paginator for the HTML pages: text set as `typesetting` says (Folio's own faces
    /// unless the issue's are given), at `geometry`'s sizes (each text column measured at the
    /// column's width).
    package static func standard(for geometry: PageGeometry, typesetting: Typesetting = .standard) -> Paginator {
        var paginator = Paginator(
            geometry: geometry, measure: FontMeasure(geometry: geometry.singleColumn, fonts: typesetting.fonts))
        paginator.hyphenates = typesetting.hyphenates
        paginator.opening = typesetting.opening
        return paginator
    }

    /// A paginator for a terminal of `columns` × `rows` cells, all of them page.
    public static func terminal(columns: Int, rows: Int) -> Paginator {
        let geometry = PageGeometry(width: Double(columns), height: Double(rows), margin: 0, fontSize: 1, lineHeight: 1)
        return Paginator(geometry: geometry, measure: CellMeasure(columns: columns, rows: rows))
    }

    /// Lays out every article of the issue; articles are independent, so large issues are
    /// laid out on every core, with the same result as one after the other.
    public func layout(_ issue: Issue) -> IssueLayout {
        IssueLayout(geometry: geometry, columns: ParallelMap.map(issue.articles) { paginate($0) })
    }

    /// Lays out one article: at least one page.
    public func paginate(_ article: Article) -> [Page] {
        paginate(article, keepingLines: true)
    }

    /// Lays out one article; without `keepingLines`, the pages are `paginate(_:)`'s
    /// `published` (no `layouts`, no `title`, only the blocks that hold a photo), made without
    /// laying out their lines or cutting their blocks.
    public func paginate(_ article: Article, keepingLines: Bool) -> [Page] {
        paginate(article, keepingLines: keepingLines, cache: nil)
    }

    /// Lays out one article, its texts set once in `cache` for every geometry that shares it;
    /// `keepingBlocks` keeps every block's fragment on pages without lines.
    func paginate(
        _ article: Article, keepingLines: Bool, keepingBlocks: Bool = false, cache: SetTextCache?
    ) -> [Page] {
        var layouter = self.layouter
        cache?.rewind()
        layouter.breaker.cache = cache
        layouter.breaker.language = article.language ?? "en"
        layouter.breaker.hyphenates = hyphenates
        let pages: [Page]
        if article.kind == .cover {
            pages = CoverLayout(
                layouter: layouter, article: article, keepsLines: keepingLines, geometry: geometry
            )
            .columnPages()
        } else {
            var paginator = ArticlePaginator(
                layouter: layouter, article: article, keepsLines: keepingLines,
                keepsBlocks: keepingLines || keepingBlocks, geometry: geometry, opening: opening)
            pages = paginator.run()
        }
        guard geometry.columns > 1 else { return pages }
        return ColumnFlow(columns: geometry.columns).pages(fromColumns: pages)
    }
}
