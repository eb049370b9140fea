import FolioFormats
import FolioPluginAPI

/// One article of a build, in strip order: where it came from and its digest.
package struct BuildEntry: Sendable, StripOrderable {
    /// The index of its file among the scan's claims; `BuildEntry.coverClaim` for the cover,
    /// which no file holds.
    package var claim: Int
    /// Its position among that file's articles.
    package var position: Int
    /// Its digest; the id is made unique in the issue.
    package var digest: ArticleDigest

    /// The article's id in the issue.
    package var id: String {
        get { digest.id }
        set { digest.id = newValue }
    }
    /// An explicit strip position, if any.
    package var order: Int? { digest.order }
    /// The content path of its file.
    package var sourcePath: String { digest.sourcePath }
}

extension BuildEntry {
    /// The claim of the cover (`CoverSynthesis`): no file's, so never in the manifest's records.
    package static let coverClaim = -1
}
