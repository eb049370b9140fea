import FolioCache
import Foundation

extension FileRecord {
    /// Writes the record into `cache` after the manifest, in the `save cache` step, removing its
    /// former JSON file. A failure leaves the old record, which at worst makes the next build do
    /// again what the record would have spared it.
    func write(to cache: URL) {
        try? save(at: Self.url(in: cache), step: PipelineStep.saveCache.name)
        try? FileManager.default.removeItem(at: cache.appendingPathComponent(Self.formerPathInCache))
    }
}
