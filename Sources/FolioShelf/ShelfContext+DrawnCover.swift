import FolioBuild
import FolioOutput
import FolioPluginAPI
import Foundation

extension ShelfContext {
    /// The shelf folders of the publishers that show drawn covers (`ShelfPublisher.showsDrawnCovers`).
    var drawnCoverFolders: [URL] {
        targets.filter { ($0.publisher as? any ShelfPublisher)?.showsDrawnCovers == true }.map(\.folder)
    }

    /// Draws the cover of the issue `entry` just built (`state`) as its cover page is, laid out
    /// at `ShelfIssue.coverGeometry`, with the registry's `PageRasterizer`, into
    /// `covers/SLUG.jpg` of each shelf folder that shows drawn covers; nil when none does, the
    /// registry draws no pages, or the issue has no cover.
    func drawCover(of entry: ShelfEntry, state: BuildState) throws(FolioError) -> ShelfIssue.Picture? {
        let folders = drawnCoverFolders
        guard !folders.isEmpty, let rasterizer = builder.registry.rasterizer,
            let publication = state.coverPublication(),
            let page = publication.coverFrame(at: ShelfIssue.coverGeometry)
        else { return nil }
        let path = ShelfIssue.drawnCoverPath(of: entry.slug)
        do {
            let data = try rasterizer.jpeg(of: page, in: publication, scale: ShelfIssue.coverScale)
            for folder in folders { try OutputFolder.update(OutputFile(path: path, data: data), in: folder) }
        } catch {
            throw (error as? FolioError) ?? FolioError(step: "draw cover", "\(path): \(error)")
        }
        let size = ShelfIssue.coverGeometry.pixelSize(scale: ShelfIssue.coverScale)
        return ShelfIssue.Picture(path: path, width: size.width, height: size.height)
    }

    /// Whether the issue's drawn cover, when its description has one, is in every folder that
    /// shows drawn covers.
    func hasDrawnCover(of issue: ShelfIssue) -> Bool {
        guard let drawn = issue.drawnCover else { return true }
        return drawnCoverFolders.allSatisfy {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent(drawn.path).path)
        }
    }
}
