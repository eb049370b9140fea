import FolioCore
import Foundation

/// Publishes an issue as a static HTML carousel: `index.html` with the issue-level data, one
/// `articles/NAME.js` per article with its pages, the script, style sheets and fonts, and the
/// asset stage's photos. It opens from disk (`file://`) or any static host.
///
/// The same content always gives byte-identical bundles: the web files are embedded in the
/// binary and everything written derives from the publication alone.
public struct HTMLSink: Sink {
    /// Creates the sink.
    public init() {}

    public var name: String { "html" }
    public var summary: String { "a static HTML carousel (index.html, articles/, script, styles, fonts, assets/) that opens from disk" }
    public var publishes: Bool { true }

    public func publish(_ publication: Publication, to folder: URL) throws {
        let catalog = try publication.installAssets(into: folder, for: name)
        try HTMLBundleWriter(publication: publication, catalog: catalog).write(to: folder)
    }
}
