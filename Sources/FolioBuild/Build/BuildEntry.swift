import FolioFormats
import FolioPluginAPI

/// One article of a build, in strip order: where it came from and its digest.
public struct BuildEntry: Sendable, StripOrderable {
    /// The index of its file among the scan's claims.
    public var claim: Int
    /// Its position among that file's articles.
    public var position: Int
    /// Its digest; the id is made unique in the issue.
    public var digest: ArticleDigest

    /// The article's id in the issue.
    public var id: String {
        get { digest.id }
        set { digest.id = newValue }
    }
    /// An explicit strip position, if any.
    public var order: Int? { digest.order }
    /// The content path of its file.
    public var sourcePath: String { digest.sourcePath }
}
