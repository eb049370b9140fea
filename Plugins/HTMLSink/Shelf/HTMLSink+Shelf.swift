import FolioPluginAPI
import Foundation

extension HTMLSink: ShelfPublisher {
    /// The shelf page shows each issue's cover drawn as its cover page is.
    public var showsDrawnCovers: Bool { true }

    /// The shelf page (`index.html`), its style sheet and the Atom feed (`feed.xml`).
    public func shelfFiles(for shelf: ShelfSite) throws -> [OutputFile] {
        [
            OutputFile(path: ShelfStyleSheet.path, data: Data(ShelfStyleSheet.text.utf8)),
            OutputFile(path: ShelfFeed.path, data: Data(ShelfFeed(shelf: shelf).xml.utf8)),
            OutputFile(path: "index.html", data: Data(ShelfPage(shelf: shelf).html.utf8)),
        ]
    }
}
