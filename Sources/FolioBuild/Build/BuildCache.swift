import FolioFormats
import FolioHashing
import FolioModel
import FolioPluginAPI
import Foundation

/// The build cache's folder (`build/` inside the asset cache): reads and writes the manifest
/// of the last build, and says what invalidates it.
struct BuildCache: Sendable {
    /// The cache folder (`.folio-cache` beside the output by default).
    var folder: URL

    private var manifestURL: URL { folder.appendingPathComponent("build/manifest") }

    /// The identity of a build of `scan`: the folio executable (its size and modification
    /// time), the settings file's text and the content folder's path. When it changes, no
    /// record of the last build is trusted.
    static func identity(of scan: ContentScan, includesDrafts: Bool) -> String {
        let settings = XXHash64.hex(XXHash64.hash(scan.settingsText))
        return
            "folio-build-1 exe:\(executable) settings:\(settings) drafts:\(includesDrafts) folder:\(scan.folder.root.path) shown-as:\(scan.folder.displayPath)"
    }

    /// The running folio executable's size and modification time: a rebuilt binary trusts no
    /// record of an earlier one's builds.
    static var executable: String {
        FileIdentity(path: "/proc/self/exe").map { "\($0.size)-\($0.modified).\($0.modifiedNanoseconds)" }
            ?? "unknown"
    }

    /// The last build's manifest when it has this identity, otherwise an empty one (a manifest
    /// of another build, another version of Folio, or none is not damage); throws, for the
    /// caller to warn and start from an empty one, when the file is there but does not open.
    func manifest(identity: String) throws(CacheDamage) -> BuildManifest {
        guard let manifest = try BuildManifest.read(at: manifestURL), manifest.identity == identity else {
            return BuildManifest(identity: identity)
        }
        return manifest
    }

    /// Stores `manifest` for the next build (written beside, then renamed into place).
    func save(_ manifest: BuildManifest) throws(FolioError) {
        try manifest.save(at: manifestURL, step: PipelineStep.saveCache.name)
    }

    /// Takes the cache for this process: a second build with the same cache waits until the
    /// first is done, so that neither removes the other's temporary files.
    func lock() throws(FolioError) -> BuildLock {
        try BuildLock(folder: manifestURL.deletingLastPathComponent())
    }

    /// Removes the temporary files interrupted builds left in the cache; returns how many.
    func sweep() -> Int {
        Leftovers.sweepFiles(below: folder)
    }
}
