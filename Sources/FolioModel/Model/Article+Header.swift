import FolioNavigation

/// The header's fields, read and written through the article: stored once, in `header`.
extension Article {
    /// The header's stable slug (`ArticleHeader.id`), unique within the issue.
    public var id: String {
        get { header.id }
        set { header.id = newValue }
    }

    /// The title (`ArticleHeader.title`).
    public var title: String {
        get { header.title }
        set { header.title = newValue }
    }

    /// The author, if any (`ArticleHeader.author`).
    public var author: String? {
        get { header.author }
        set { header.author = newValue }
    }

    /// The ISO 8601 date, if any (`ArticleHeader.date`).
    public var date: String? {
        get { header.date }
        set { header.date = newValue }
    }

    /// The summary, if any (`ArticleHeader.summary`).
    public var summary: String? {
        get { header.summary }
        set { header.summary = newValue }
    }

    /// Running text or a gallery (`ArticleHeader.kind`).
    public var kind: ArticleKind {
        get { header.kind }
        set { header.kind = newValue }
    }

    /// The cover photo, if any (`ArticleHeader.cover`).
    public var cover: Photo? {
        get { header.cover }
        set { header.cover = newValue }
    }

    /// An explicit strip position, if any (`ArticleHeader.order`).
    public var order: Int? {
        get { header.order }
        set { header.order = newValue }
    }

    /// The content path of the source file (`ArticleHeader.sourcePath`).
    public var sourcePath: String {
        get { header.sourcePath }
        set { header.sourcePath = newValue }
    }

    /// The BCP 47 language tag, if any (`ArticleHeader.language`).
    public var language: String? {
        get { header.language }
        set { header.language = newValue }
    }

    /// The direction the article is written in (`ArticleHeader.direction`).
    public var direction: WritingDirection {
        get { header.direction }
        set { header.direction = newValue }
    }

    /// The byline under the title (`ArticleHeader.byline`).
    public var byline: String { header.byline }
}
