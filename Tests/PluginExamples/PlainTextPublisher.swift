import FolioPluginAPI
import Foundation

/// Writes one plain-text file per article page: its frames' lines, as the paginator set them.
public struct PlainTextPublisher: Publisher {
    public init() {}
    public var name: String { "text" }
    public var summary: String { "one .txt file per page" }
    public func framedGeometries(for issue: Issue) -> Set<String> { [issue.settings.pages.names[0]] }

    public func publish(_ publication: Publication, to folder: URL) throws {
        let geometry = publication.issue.settings.pages.names[0]
        for (index, article) in publication.issue.articles.enumerated() {
            for (number, page) in try (publication.typesetPages(ofArticle: index, in: geometry) ?? []).enumerated() {
                let body = page.blocks.filter { $0.role != .title && $0.role != .byline && !$0.lines.isEmpty }
                let text = body.map { $0.lines.map(\.text).joined(separator: "\n") }.joined(separator: "\n\n")
                try Data(text.utf8).write(to: folder.appendingPathComponent("\(article.id)-\(number + 1).txt"))
            }
        }
    }
}
