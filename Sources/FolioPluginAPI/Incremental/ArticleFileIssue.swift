import FolioModel

/// What an `IncrementalPublisher`'s article file may know of its issue, for metadata that
/// names the issue: its title, language, base URL and cover photo (an article page's share
/// metadata). The build identity covers the settings these come from; the cover photo is part
/// of each article file's key.
public struct ArticleFileIssue: Sendable, Equatable {
    /// The issue's title.
    public var title: String
    /// The issue's language, a BCP 47 tag.
    public var language: String
    /// The issue's `base-url:`, ending in `/`, if any.
    public var baseURL: String?
    /// The cover's photo, if the issue has a cover with a photo.
    public var coverPhoto: Photo?

    /// The issue of `digests` (in strip order, the cover first when there is one).
    public init(_ issue: Issue, digests: [ArticleDigest]) {
        title = issue.title
        language = issue.settings.pageLanguage
        baseURL = issue.settings.baseURL
        coverPhoto = digests.first { $0.kind == .cover }.flatMap { $0.cover ?? $0.photos.first }
    }

    /// The photo a shared link to `article` shows: its first photo, else the cover's.
    public func sharePhoto(of article: Article) -> Photo? {
        article.allPhotos.first ?? coverPhoto
    }

    /// The photo a shared link to the article of `digest` shows (the same rule: a digest's
    /// photos are its article's `allPhotos`).
    public func sharePhoto(of digest: ArticleDigest) -> Photo? {
        digest.photos.first ?? coverPhoto
    }
}
