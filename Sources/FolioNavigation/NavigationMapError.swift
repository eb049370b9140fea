/// Why a `NavigationMap` could not be made.
public enum NavigationMapError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The page counts or zoomable pages do not make a navigable issue.
    case shape(IssueShapeError)
    /// There is not exactly one title per article.
    case titleCount(articles: Int, titles: Int)
    /// A compact map names a column, a pattern or a page that is not there.
    case compact(String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .shape(let error): error.description
        case .titleCount(let articles, let titles): "\(articles) articles but \(titles) titles; each article needs one"
        case .compact(let problem): "the compact navigation map does not fit together: \(problem)"
        }
    }
}
