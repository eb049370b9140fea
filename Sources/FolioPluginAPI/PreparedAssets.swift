import FolioModel
import Foundation

/// The asset stage's result: what was made for each photo (the catalog), and a way to put
/// those files into a sink's output folder.
public struct PreparedAssets: Sendable {
    /// What was made for each photo.
    public var catalog: AssetCatalog
    /// Damaged cache entries the stage found and made again.
    public var warnings: [Diagnostic] = []
    /// The cache folder holding `assets/...` as the catalog names them.
    package var cache: URL
    /// The XXH64 of each cached file's bytes, by path, as verified by the asset stage.
    package var hashes: [String: UInt64] = [:]
    /// Copies every catalogued file from `cache` into a folder: the build gives it, so that
    /// the plugin API need not know how the build writes files.
    package var installer: @Sendable (PreparedAssets, URL) throws -> Void

    /// Creates prepared assets whose files `installer` puts into a folder.
    package init(
        catalog: AssetCatalog, cache: URL, installer: @escaping @Sendable (PreparedAssets, URL) throws -> Void
    ) {
        self.catalog = catalog
        self.cache = cache
        self.installer = installer
    }

    /// Puts every catalogued file into `folder` under its bundle path, as copies (reflinks
    /// where the file system shares blocks), never hard links: an edit of a published photo
    /// cannot reach the cache.
    public func install(into folder: URL) throws {
        try installer(self, folder)
    }
}
