import FolioBuild
import FolioPluginAPI
import Foundation

extension JSONSink: ShelfPublisher {
    /// `shelf.json`, beside the issues' bundles: the shelf for app clients (like Baker's
    /// `shelf.json`), its issues newest first, each with its title, number, date, cover
    /// picture and the path of its bundle's `issue.json`, paths relative to `shelf.json`.
    package func shelfFiles(for shelf: ShelfSite) throws -> [OutputFile] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(ShelfDocument(shelf))
        data.append(0x0A)
        return [OutputFile(path: ShelfDocument.path, data: data)]
    }
}

/// The document `shelf.json` holds (`format: folio-shelf-1`).
struct ShelfDocument: Encodable {
    /// The file's path beside the issues' bundles.
    static let path = "shelf.json"

    /// One issue.
    struct Entry: Encodable {
        var slug: String
        var title: String
        var subtitle: String?
        var number: String?
        var date: String?
        var updated: String
        var language: String
        var summary: String?
        var authors: [String]
        var cover: ShelfIssue.Picture?
        var bundle: String
        var url: String?
    }

    var format = "folio-shelf-1"
    var title: String
    var url: String?
    var issues: [Entry]

    init(_ shelf: ShelfSite) {
        title = shelf.title
        url = shelf.baseURL
        issues = shelf.issues.map { issue in
            var cover = issue.cover
            cover?.path = "\(issue.slug)/\(issue.cover?.path ?? "")"
            return Entry(
                slug: issue.slug, title: issue.title, subtitle: issue.subtitle, number: issue.number, date: issue.date,
                updated: issue.updated, language: issue.language, summary: issue.summary, authors: issue.authors,
                cover: cover, bundle: "\(issue.slug)/issue.json", url: shelf.url(of: issue))
        }
    }
}
