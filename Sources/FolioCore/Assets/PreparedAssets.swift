import Foundation

/// The asset stage's result: the catalog, and the cache folder its files live in.
public struct PreparedAssets: Sendable {
    /// What was made for each photo.
    public var catalog: AssetCatalog
    /// The cache folder holding `assets/...` as the catalog names them.
    public var cache: URL

    /// Creates prepared assets.
    public init(catalog: AssetCatalog, cache: URL) {
        self.catalog = catalog
        self.cache = cache
    }

    /// Puts every catalogued file into `folder` under its bundle path, by hard link where the
    /// file system allows it and by copy otherwise.
    public func install(into folder: URL) throws {
        let manager = FileManager.default
        for file in catalog.allFiles {
            let source = cache.appendingPathComponent(file.path)
            let target = folder.appendingPathComponent(file.path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if manager.fileExists(atPath: target.path) { continue }
            do {
                try manager.linkItem(at: source, to: target)
            } catch {
                try manager.copyItem(at: source, to: target)
            }
        }
    }
}
