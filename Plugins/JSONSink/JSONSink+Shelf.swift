import FolioPluginAPI
import Foundation

extension JSONSink: ShelfPublisher {
    /// `shelf.json`, beside the issues' bundles: the shelf for app clients (like Baker's
    /// `shelf.json`), its issues newest first, each with its title, number, date, cover
    /// picture and the path of its bundle's `issue.json`, paths relative to `shelf.json`.
    public func shelfFiles(for shelf: ShelfSite) throws -> [OutputFile] {
        // Written, as every document Folio publishes, by the one JSON writer: keys sorted, `/`
        // not escaped; laid out for people to read.
        [OutputFile(path: ShelfDocument.path, data: JSONWriter.data(ShelfDocument(shelf), pretty: true))]
    }
}

/// The document `shelf.json` holds (`format: folio-shelf-1`).
struct ShelfDocument: JSONWritable {
    /// The file's path beside the issues' bundles.
    static let path = "shelf.json"

    /// One issue.
    struct Entry: JSONWritable {
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

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("authors")
            writer.array(authors)
            writer.key("bundle")
            writer.string(bundle)
            if let cover {
                writer.key("cover")
                writer.beginObject()
                writer.key("height")
                writer.int(cover.height)
                writer.key("path")
                writer.string(cover.path)
                writer.key("width")
                writer.int(cover.width)
                writer.endObject()
            }
            writer.field("date", ifPresent: date)
            writer.key("language")
            writer.string(language)
            writer.field("number", ifPresent: number)
            writer.key("slug")
            writer.string(slug)
            writer.field("subtitle", ifPresent: subtitle)
            writer.field("summary", ifPresent: summary)
            writer.key("title")
            writer.string(title)
            writer.key("updated")
            writer.string(updated)
            writer.field("url", ifPresent: url)
            writer.endObject()
        }
    }

    var format = "folio-shelf-1"
    var title: String
    var url: String?
    var issues: [Entry]

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("format")
        writer.string(format)
        writer.key("issues")
        writer.array(issues)
        writer.key("title")
        writer.string(title)
        writer.field("url", ifPresent: url)
        writer.endObject()
    }

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
