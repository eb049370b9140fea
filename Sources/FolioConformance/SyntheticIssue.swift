import FolioModel
import FolioNavigation

/// The issue a conformance scenario describes, made real for a sink to lay out and show: one
/// article per entry of the scenario's shape (`article-1`, `article-2`, ...) with that many
/// pages held apart by page breaks; a zoomable page is a photo page, the others one line of
/// text. Every page holds one short block, so a sink's own paginator (the terminal's cells,
/// the HTML carousel's page geometry) gives the scenario's shape, which `check` confirms.
public struct SyntheticIssue: Sendable {
    /// The scenario's shape, policy and start.
    public var setup: ScenarioSetup
    /// The picture every photo page shows.
    public var photo: Photo

    /// The issue of `setup`, its photo pages showing `photo`.
    public init(setup: ScenarioSetup, photo: Photo) {
        self.setup = setup
        self.photo = photo
    }

    /// The article id of article `index`, as deep links name it.
    public static func articleID(_ index: Int) -> String { "article-\(index + 1)" }

    /// The issue, with the scenario's policy and `page` as its page geometry.
    public func issue(page: PageGeometry = .portrait) -> Issue {
        let articles = setup.titles.enumerated().map { article, title in
            var blocks: [Block] = []
            for page in 0..<setup.shape.pageCounts[article] {
                if page > 0 { blocks.append(.pageBreak) }
                let zoomable = setup.shape.isZoomable(Position(article, page))
                blocks.append(zoomable ? .photo(photo) : .paragraph([.text("Page \(page + 1) of \(title).")]))
            }
            return Article(
                id: Self.articleID(article), title: title, blocks: blocks, sourcePath: "\(Self.articleID(article)).md")
        }
        return Issue(
            title: "Conformance", settings: IssueSettings(navigation: setup.policy, page: page), articles: articles)
    }

    /// The deep link fragment for the scenario's start, if it names one (`/article-2/3`).
    public var fragment: String? {
        setup.start.map { "/\(Self.articleID($0.article))/\($0.page + 1)" }
    }

    /// Confirms that a sink paginated the issue to the scenario's shape.
    public func check(_ paginated: IssueShape) throws(ShapeMismatch) {
        guard paginated == setup.shape else { throw ShapeMismatch(expected: setup.shape, paginated: paginated) }
    }

    /// A sink paginated the synthetic issue to another shape than its scenario's.
    public struct ShapeMismatch: Error, CustomStringConvertible {
        /// The scenario's shape.
        public let expected: IssueShape
        /// The shape the sink's pages have.
        public let paginated: IssueShape

        /// Both shapes, page counts and zoomable pages.
        public var description: String {
            "the synthetic issue paginated to \(paginated.pageCounts) with zoomable \(paginated.zoomable.sorted()), not \(expected.pageCounts) with \(expected.zoomable.sorted())"
        }
    }
}
