import FolioPluginAPI

/// The shelf page, `index.html` beside the issues' folders: the shelf's title, a link to its
/// feed, and one cover per issue, newest first, each a plain link around the cover picture, the
/// title, the number and the date. Its one script (`folio-offline.js`) only makes the shelf read
/// offline: the page reads the same with script and without.
struct ShelfPage {
    /// The policy: the bundle's own files only, nothing inline, nothing remote.
    static let contentSecurityPolicy = IndexPage.contentSecurityPolicy

    /// The shelf.
    var shelf: ShelfSite

    /// The document.
    var html: String {
        let title = HTMLEscaping.escape(shelf.title)
        var head = [
            "<!doctype html>",
            "<html lang=\"\(HTMLEscaping.escape(shelf.language))\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(title)</title>",
            "<link rel=\"stylesheet\" href=\"\(ShelfStyleSheet.path)\">",
            "<link rel=\"alternate\" type=\"application/atom+xml\" href=\"\(ShelfFeed.path)\" title=\"\(title)\">",
            "<script src=\"\(WebAssets.offlineScript)\" defer></script>",
        ]
        let newest = shelf.issues.first
        let image = newest.flatMap { issue in Self.picture(of: issue).map { (issue, $0) } }
        head +=
            ShareMetadata(
                title: shelf.title, description: newest.map { "\($0.title)\($0.summary.map { ": \($0)" } ?? "")" },
                url: shelf.absolute(""), type: "website", siteName: shelf.title, language: shelf.language,
                image: image.flatMap { issue, picture in
                    shelf.absolute(picture.path).map {
                        ShareMetadata.Image(url: $0, width: picture.width, height: picture.height, alt: issue.title)
                    }
                }
            ).tags
        head.append("</head>")
        let covers = shelf.issues.map(cover).joined(separator: "\n")
        return """
            \(head.joined(separator: "\n"))
            <body class="shelf">
            <header><h1>\(title)</h1><p><a href="\(ShelfFeed.path)">Subscribe to the feed</a></p></header>
            <ol class="covers">
            \(covers)
            </ol>
            </body>
            </html>

            """
    }

    /// The picture the shelf shows of an issue, its path from the shelf's folder: its cover
    /// drawn as its cover page is, else its cover photo.
    static func picture(of issue: ShelfIssue) -> ShelfIssue.Picture? {
        if let drawn = issue.drawnCover { return drawn }
        guard var photo = issue.cover else { return nil }
        photo.path = "\(issue.slug)/\(photo.path)"
        return photo
    }

    /// One issue's cover: a link to its carousel, around its picture and its lines. A drawn
    /// cover carries its own masthead: its title goes below it, not over it.
    private func cover(_ issue: ShelfIssue) -> String {
        let href = HTMLEscaping.escapeHref("\(issue.slug)/index.html")
        let picture =
            Self.picture(of: issue).map {
                "<img src=\"\(HTMLEscaping.escapeHref($0.path))\" width=\"\($0.width)\" height=\"\($0.height)\" alt=\"\" loading=\"lazy\">"
            } ?? "<span class=\"no-cover\"></span>"
        var lines = ["<span class=\"title\">\(HTMLEscaping.escape(issue.title))</span>"]
        if let number = issue.number {
            lines.append("<span class=\"number\">No. \(HTMLEscaping.escape(number))</span>")
        }
        if let date = issue.date {
            lines.append("<time datetime=\"\(HTMLEscaping.escape(date))\">\(HTMLEscaping.escape(date))</time>")
        }
        if let summary = issue.summary {
            lines.append("<span class=\"summary\">\(HTMLEscaping.escape(summary))</span>")
        }
        return
            "<li\(issue.drawnCover == nil ? "" : " class=\"drawn\"") lang=\"\(HTMLEscaping.escape(issue.language))\" data-slug=\"\(HTMLEscaping.escape(issue.slug))\"><a href=\"\(href)\">\(picture)\(lines.joined())</a></li>"
    }
}
