import FolioOutput
import Foundation

/// The build cache's folder (`build/` inside the asset cache): reads and writes the manifest
/// of the last build, and says what invalidates it. What names a build's scan and steps (its
/// identity, saving the manifest, taking the lock) is FolioBuild's, in `BuildCache+Pipeline.swift`.
package struct BuildCache: Sendable {
    /// The cache folder (`.folio-cache` beside the output by default).
    var folder: URL

    /// The cache for the folder `folder`.
    package init(folder: URL) {
        self.folder = folder
    }

    /// The manifest's file in the folder.
    package var manifestURL: URL { folder.appendingPathComponent("build/manifest") }

    /// The running folio executable's size and modification time: a rebuilt binary trusts no
    /// record of an earlier one's builds.
    package static var executable: String {
        FileIdentity(path: "/proc/self/exe").map { "\($0.size)-\($0.modified).\($0.modifiedNanoseconds)" }
            ?? "unknown"
    }

    /// The last build's manifest when it has this identity, otherwise an empty one (a manifest
    /// of another build, another version of Folio, or none is not damage); throws, for the
    /// caller to warn and start from an empty one, when the file is there but does not open.
    package func manifest(identity: String) throws(CacheDamage) -> BuildManifest {
        guard let manifest = try BuildManifest.read(at: manifestURL), manifest.identity == identity else {
            return BuildManifest(identity: identity)
        }
        return manifest
    }

    /// Removes the temporary files interrupted builds left in the cache; returns how many.
    package func sweep() -> Int {
        Leftovers.sweepFiles(below: folder)
    }
}
