import FolioPluginAPI

/// The issue's dates as the sitemap and the feed write them: ISO 8601 calendar dates
/// (`2026-11-21`), which sort as they read.
struct IssueDates {
    /// The issue's date, or its newest article's when it has none.
    let newest: String?

    init(_ issue: Issue) {
        newest = issue.date ?? issue.articles.compactMap(\.date).max()
    }

    /// An Atom timestamp: the day at midnight UTC; the epoch when nothing is dated, so that the
    /// same issue always makes the same feed.
    static func timestamp(_ date: String?) -> String {
        (date ?? "1970-01-01") + "T00:00:00Z"
    }
}
