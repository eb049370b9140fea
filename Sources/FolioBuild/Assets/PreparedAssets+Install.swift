import FolioCache
import FolioModel
import FolioOutput
import FolioPluginAPI
import Foundation

extension PreparedAssets {
    /// Creates prepared assets that the build installs with staged writes.
    package init(catalog: AssetCatalog, cache: URL) {
        self.init(catalog: catalog, cache: cache) { assets, folder in
            var staged = StagedWrites(step: "Install photos")
            _ = try assets.stage(into: folder, keeping: [:], staged: &staged)
            try staged.commit()
        }
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
