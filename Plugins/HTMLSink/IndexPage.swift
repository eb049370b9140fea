import FolioPluginAPI

/// The carousel's `index.html`: a Content-Security-Policy that allows only the bundle's own
/// files, the issue's contents (`contents.html`, shown in a frame that is the whole window) for
/// readers without script, the frame the script fills, and the issue data as an inert JSON block.
///
/// What the first page needs: the carousel's style sheet and the issue's, and the carousel's
/// script for it (`folio.js`, its sources joined by `generate-web-assets.py`), which first asks
/// for the fonts a first page is set in, and once the first page is painted for the rest of the
/// carousel (`folio-later.js`: the contents overlay, touch, printing), which its tag names.
struct IndexPage {
    /// The policy: the bundle's own files only, no inline script or style, nothing remote.
    static let contentSecurityPolicy =
        "default-src 'self'; img-src 'self'; font-src 'self'; style-src 'self'; script-src 'self'; "
        + "object-src 'none'; base-uri 'none'; form-action 'none'"

    /// The scripts `index.html` loads: the carousel's first, at the end of the body, so that it
    /// runs once the body it fills is parsed.
    static let scripts = [WebAssets.carouselScript]

    /// The issue's title, for the document title.
    var title: String
    /// The issue data, already safe inside a `<script type="application/json">` element.
    var payloadJSON: String
    /// The issue's language (`lang` of the page), a BCP 47 tag.
    var language = LanguageTag.unnamed
    /// The direction of the issue's language (`dir` of the page).
    var direction = WritingDirection.leftToRight
    /// What a shared link to the issue shows (`ShareMetadata`), if anything.
    var share: ShareMetadata? = nil
    /// The opening article's (the strip's first) `<article>` and page maps, carried in the page
    /// (an inert `<template>` and a JSON block) so that the first page is drawn without loading
    /// its file in a frame; nil when its file could not be read (the frame then brings it).
    var opening: HTMLArticlePage.CarouselParts? = nil

    /// The document.
    var html: String {
        let title = HTMLEscaping.escape(self.title)
        let arrows = [
            ("up", "Previous page", "↑"), ("down", "Next page", "↓"),
            ("left", "Previous article", "←"), ("right", "Next article", "→"),
        ]
        .map { "<button type=\"button\" data-dir=\"\($0.0)\" aria-label=\"\($0.1)\" hidden>\($0.2)</button>" }
        .joined()
        let opening = DocumentHead.opening(
            title: title, policy: Self.contentSecurityPolicy, language: language, direction: direction)
        let share = self.share.map { "\n" + $0.tags.joined(separator: "\n") } ?? ""
        return """
            \(opening)\(share)
            <link rel="stylesheet" href="folio.css">
            <link rel="stylesheet" href="issue.css">
            </head>
            <body>
            \(staticContents)
            <main id="stage" aria-label="\(title)" aria-roledescription="carousel"><div id="backdrop"></div><div id="strip"></div></main>
            <div id="peek" aria-hidden="true" hidden></div>
            <nav id="arrows" aria-label="Pages">\(arrows)</nav>
            <button type="button" id="open-contents" aria-label="Contents" title="Contents (o)">☰</button>
            <button type="button" id="theme" aria-label="Dark pages" aria-pressed="false" title="Dark or light pages">◐</button>
            <div id="status" aria-hidden="true"><span class="where"></span><span class="title"></span><span class="track"><span class="bar"></span></span></div>
            <div id="contents" role="dialog" aria-modal="true" aria-labelledby="contents-title" hidden><h2 id="contents-title">\(title)</h2>\
            <button type="button" id="close-contents" aria-label="Close contents">×</button>\
            <p class="find"><label for="filter">Search this issue</label> <input id="filter" type="search" autocomplete="off" spellcheck="false">\
             <span id="matches" role="status"></span></p><div class="cards" role="list" aria-label="Articles"></div></div>
            <p id="live" class="visually-hidden" aria-live="polite"></p>
            <div id="print"></div>
            \(openingParts)<script type="application/json" id="folio-issue">\(payloadJSON)</script>
            \(Self.scripts.map { "<script src=\"\($0)\" data-later=\"\(WebAssets.laterScript)\"></script>" }.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    /// The opening article's parts, each on a line of its own, or nothing.
    private var openingParts: String {
        guard let opening else { return "" }
        return "<template id=\"folio-opening\">\(opening.article)</template>\n"
            + "<script type=\"application/json\" id=\"folio-opening-pages\">\(opening.pagesJSON)</script>\n"
    }

    /// What readers without script, crawlers and `curl` get: the plain page that lists every
    /// article (`ContentsPage`: the issue's title, then each article's title, author and summary)
    /// in a frame that fills the window (folio.css), so that it reads as one page, its title once
    /// and one scroll bar, without a click, while `index.html` stays the same size however many
    /// articles the issue has (the page's links open at the top, not in the frame). Inside
    /// `<noscript>`, so a browser running the carousel keeps it as a string and never loads the frame.
    private var staticContents: String {
        "<noscript id=\"static-contents\"><iframe id=\"static-frame\" src=\"contents.html\" title=\"Contents\"></iframe></noscript>"
    }
}
