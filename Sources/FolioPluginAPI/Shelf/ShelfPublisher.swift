/// A publisher that adds the shelf's documents to its output when `folio build` builds a shelf
/// (a folder of issue folders; the HTML sink: the shelf page and the feed; the JSON sink:
/// `shelf.json`), beside the issues' folders, each of which it publishes as any issue.
public protocol ShelfPublisher: Publisher {
    /// The shelf's files, paths relative to the publisher's shelf folder (the folder that
    /// holds each issue's output in a folder named by its slug).
    func shelfFiles(for shelf: ShelfSite) throws -> [OutputFile]
    /// Whether its shelf shows each issue's cover drawn as its cover page is
    /// (`ShelfIssue.drawnCover`): the shelf build then draws it into this publisher's shelf
    /// folder with the registry's `PageRasterizer`. False unless the publisher says so.
    var showsDrawnCovers: Bool { get }
}

extension ShelfPublisher {
    /// No drawn covers.
    public var showsDrawnCovers: Bool { false }
}
