import FolioPluginAPI

/// The carousel's `contents.html`: the issue's contents as a plain page, for readers without
/// script, crawlers and `curl` (title, then every article numbered, with a link to its own page,
/// its author, page count and summary), and what the carousel needs only now and then: what the
/// contents overlay shows beside each title, and each article's source file (`data-source`), by
/// which a link to `other-article.md` finds its article. The overlay loads it in a hidden frame the first time it opens; the page's one script,
/// `folio-contents-page.js`, hands the list to the carousel with `postMessage`, as an article's
/// page does, which works from `file://`. Keeping it out of `index.html` keeps the index light.
/// Without script `index.html` shows this page in a frame: its links open at the top
/// (`<base target="_top">`), not inside the frame.
struct ContentsPage {
    /// The issue's title.
    var title: String
    /// The subtitle, if any.
    var subtitle: String?
    /// The articles in strip order.
    var articles: [HTMLArticleSummary]
    /// The issue's language (`lang` of the page), a BCP 47 tag.
    var language = LanguageTag.unnamed
    /// The direction of the issue's language (`dir` of the page).
    var direction = WritingDirection.leftToRight

    /// The document.
    var html: String {
        let title = HTMLEscaping.escape(self.title)
        let subtitle = self.subtitle.map { "<p class=\"subtitle\">\(HTMLEscaping.escape($0))</p>" } ?? ""
        let items = articles.map(item).joined(separator: "\n")
        let opening = DocumentHead.opening(
            title: "\(title): contents", policy: IndexPage.contentSecurityPolicy, language: language,
            direction: direction)
        return """
            \(opening)
            <base target="_top">
            <link rel="stylesheet" href="folio.css">
            </head>
            <body class="contents-page">
            <div id="static"><h1>\(title)</h1>\(subtitle)
            <h2>Contents</h2>
            <ol>
            \(items)
            </ol>
            <p class="issue-link"><a href="index.html">Read the issue</a></p></div>
            <script src="folio-contents-page.js"></script>
            </body>
            </html>

            """
    }

    /// The `lang` and `dir` of an entry's title and summary, where the article's language or
    /// direction is not the issue's (the author's name and the page count are the issue's).
    private func languageAttributes(_ article: HTMLArticleSummary) -> String {
        guard article.language != language || article.direction != direction else { return "" }
        return DocumentHead.languageAttributes(article.language, article.direction)
    }

    /// One article's entry: a thumbnail (the overlay's; decorative), the linked title, author,
    /// page count and summary. The cover's (the first, where the issue has one) is marked as such.
    private func item(_ article: HTMLArticleSummary) -> String {
        let kind = article.kind == .cover ? " class=\"cover\"" : ""
        var item = "<li\(kind) data-source=\"\(HTMLEscaping.escape(article.source))\">"
        if let thumb = article.thumb {
            item += "<img src=\"\(HTMLEscaping.escape(thumb))\" alt=\"\" loading=\"lazy\">"
        }
        item += "<a href=\"\(HTMLEscaping.escape(article.file))\"\(languageAttributes(article))>"
        item += "\(HTMLEscaping.escape(article.title))</a>"
        if let author = article.author {
            item += " <span class=\"author\">by \(HTMLEscaping.escape(author))</span>"
        }
        item += " <span class=\"count\">(\(article.pageCount == 1 ? "1 page" : "\(article.pageCount) pages"))</span>"
        if let summary = article.summary {
            item += "<p\(languageAttributes(article))>\(HTMLEscaping.escape(summary))</p>"
        }
        return item + "</li>"
    }
}
