import FolioModel
import Foundation

/// The asset stage's result: the catalog, and the cache folder its files live in.
public struct PreparedAssets: Sendable {
    /// What was made for each photo.
    public var catalog: AssetCatalog
    /// The cache folder holding `assets/...` as the catalog names them.
    public var cache: URL
    /// The XXH64 of each cached file's bytes, by path, as verified by the asset stage.
    var hashes: [String: UInt64] = [:]
    /// Damaged cache entries the stage found and made again.
    public var warnings: [Diagnostic] = []

    /// Creates prepared assets.
    public init(catalog: AssetCatalog, cache: URL) {
        self.catalog = catalog
        self.cache = cache
    }

    /// Puts every catalogued file into `folder` under its bundle path, as copies (reflinks
    /// where the file system shares blocks), never hard links: an edit of a published photo
    /// cannot reach the cache.
    public func install(into folder: URL) throws {
        var staged = StagedWrites(step: "Install photos")
        _ = try stage(into: folder, keeping: [:], staged: &staged)
        try staged.commit()
    }

    /// Stages a copy into `folder` of every catalogued file that `folder` does not already hold
    /// as it was written: a file with a fingerprint in `written` is kept while its bytes still
    /// hash to the cached file's hash. Returns the kept files' current fingerprints.
    func stage(
        into folder: URL, keeping written: [String: FileFingerprint], staged: inout StagedWrites
    ) throws(FolioError) -> [String: FileFingerprint] {
        var kept: [String: FileFingerprint] = [:]
        for file in catalog.allFiles {
            let target = folder.appendingPathComponent(file.path)
            if let stamp = written[file.path], stamp.hash == hashes[file.path], let current = stamp.verified(at: target)
            {
                kept[file.path] = current
                continue
            }
            try staged.copy(cache.appendingPathComponent(file.path), to: target)
        }
        return kept
    }
}
