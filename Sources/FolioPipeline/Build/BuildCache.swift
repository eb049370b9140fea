import FolioHashing
import FolioModel
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
    static func identity(of scan: ContentScan) -> String {
        let executable =
            FileIdentity(path: "/proc/self/exe").map {
                "\($0.size)-\($0.modified).\($0.modifiedNanoseconds)"
            } ?? "unknown"
        let settings = XXHash64.hex(XXHash64.hash(scan.settingsText))
        return
            "folio-build-1 exe:\(executable) settings:\(settings) folder:\(scan.folder.root.path) shown-as:\(scan.folder.displayPath)"
    }

    /// The last build's manifest when it has this identity, otherwise an empty one.
    func manifest(identity: String) -> BuildManifest {
        guard let data = try? Data(contentsOf: manifestURL),
            let manifest = try? BuildManifest(decoding: data),
            manifest.identity == identity
        else { return BuildManifest(identity: identity) }
        return manifest
    }

    /// Stores `manifest` for the next build (written beside, then renamed into place).
    func save(_ manifest: BuildManifest) throws(FolioError) {
        var staged = StagedWrites(step: PipelineStep.saveCache.description)
        try staged.write(manifest.encoded(), to: manifestURL)
        try staged.commit()
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
