import FolioCache
import FolioHashing
import FolioModel
import Foundation

/// What of the build cache names the pipeline's scan and steps: a build's identity, saving
/// the manifest (`save cache`) and taking the cache's lock (`load`).
extension BuildCache {
    /// The identity of a build of `scan`: the folio executable (its size and modification
    /// time), the settings file's text and the content folder's path. When it changes, no
    /// record of the last build is trusted.
    static func identity(of scan: ContentScan, includesDrafts: Bool) -> String {
        let settings = XXHash64.hex(XXHash64.hash(scan.settingsText))
        return
            "folio-build-1 exe:\(executable) settings:\(settings) drafts:\(includesDrafts) folder:\(scan.folder.root.path) shown-as:\(scan.folder.displayPath)"
    }

    /// Stores `manifest` for the next build (written beside, then renamed into place).
    func save(_ manifest: BuildManifest) throws(FolioError) {
        try manifest.save(at: manifestURL, step: PipelineStep.saveCache.name)
    }

    /// Takes the cache for this process: a second build with the same cache waits until the
    /// first is done, so that neither removes the other's temporary files.
    func lock() throws(FolioError) -> BuildLock {
        try BuildLock(folder: manifestURL.deletingLastPathComponent(), step: PipelineStep.load.name)
    }
}
