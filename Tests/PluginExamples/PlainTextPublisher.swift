import FolioPluginAPI
import Foundation

/// Writes one plain-text file per article page: the lines of the page's frames, as the
/// paginator set them (the title and byline left out).
public struct PlainTextPublisher: Publisher {
    public init() {}
    public var name: String { "text" }
    public var summary: String { "one .txt file per page" }

    /// The build keeps the primary geometry's lines for it, so its frames need no second layout.
    public func framedGeometries(for issue: Issue) -> Set<String> { [issue.settings.pages.names[0]] }

    public func publish(_ publication: Publication, to folder: URL) throws {
        let geometry = publication.issue.settings.pages.names[0]
        for (index, article) in publication.issue.articles.enumerated() {
            for (number, page) in try (publication.typesetPages(ofArticle: index, in: geometry) ?? []).enumerated() {
                let text = page.blocks.filter { $0.role != .title && $0.role != .byline && !$0.lines.isEmpty }
                    .map { $0.lines.map(\.text).joined(separator: "\n") }.joined(separator: "\n\n")
                try Data(text.utf8).write(to: folder.appendingPathComponent("\(article.id)-\(number + 1).txt"))
            }
        }
    }
}
