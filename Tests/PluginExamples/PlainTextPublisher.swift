import FolioPluginAPI
import Foundation

/// Writes one plain-text file per article page.
public struct PlainTextPublisher: Publisher {
    public init() {}
    public var name: String { "text" }
    public var summary: String { "one .txt file per page" }

    public func publish(_ publication: Publication, to folder: URL) throws {
        for (index, article) in publication.issue.articles.enumerated() {
            for (number, page) in publication.layout.columns[index].enumerated() {
                let text = page.blocks.map(\.plainText).joined(separator: "\n\n")
                try Data(text.utf8).write(to: folder.appendingPathComponent("\(article.id)-\(number + 1).txt"))
            }
        }
    }
}
