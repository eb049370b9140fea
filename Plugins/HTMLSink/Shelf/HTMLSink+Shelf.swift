import FolioPluginAPI
import Foundation

extension HTMLSink: ShelfPublisher {
    /// The shelf page shows each issue's cover drawn as its cover page is.
    public var showsDrawnCovers: Bool { true }

    /// The shelf page (`index.html`), its style sheet, the Atom feed (`feed.xml`), and what makes
    /// the shelf read offline (`OfflineApp`).
    public func shelfFiles(for shelf: ShelfSite) throws -> [OutputFile] {
        let files = [
            OutputFile(path: ShelfStyleSheet.path, data: Data(ShelfStyleSheet.text.utf8)),
            OutputFile(path: ShelfFeed.path, data: Data(ShelfFeed(shelf: shelf).xml.utf8)),
            OutputFile(path: "index.html", data: Data(ShelfPage(shelf: shelf).html.utf8)),
        ]
        return files + (try OfflineApp.files(for: shelf, besides: files))
    }
}
