import FolioPluginAPI

/// Renders blocks as a sanitized HTML fragment: every text escaped, only links `LinkPolicy`
/// allows (percent-encoded as libcmark writes them), no raw HTML from content, photos pointing
/// at the asset stage's files. Blocks render as CommonMark's reference renderer writes them:
/// the items of a tight list hold their paragraphs' text without `<p>`, code keeps its text
/// exactly.
///
/// The JSON bundle ships each page in this form for clients that only want to show it; the
/// HTML carousel uses the same renderer so the two never disagree.
package struct HTMLFragmentRenderer: Sendable {
    /// The asset stage's files; a photo it does not know is written with its content path.
    package var assets: AssetCatalog
    /// What a link to an article of the issue (`ArticleLink`, `#/ID`) is written after: empty
    /// keeps the destination as the model writes it (the carousel's pages, the JSON bundle);
    /// `index.html` makes it open the carousel at that article from an article's own page.
    package var articleLinks: String

    /// Creates a renderer.
    package init(assets: AssetCatalog = AssetCatalog(), articleLinks: String = "") {
        self.assets = assets
        self.articleLinks = articleLinks
    }

    /// One page: its title header when the page shows the title (an article's first page),
    /// then its blocks.
    package func page(_ page: Page, index: Int, of article: Article) -> String {
        var html = "<section class=\"page\" data-article=\"\(HTMLEscaping.escape(article.id))\" data-page=\"\(index)\">"
        if page.showsTitle {
            html += header(article)
        }
        html += blocks(page.blocks)
        html += "</section>"
        return html
    }

    /// An article's title, an opener's dek, and its author and date, as its first page shows them.
    package func header(_ article: Article) -> String {
        var html = "<header class=\"title\"><h1>\(HTMLEscaping.escape(article.title))</h1>"
        let dek = article.header.shownDek
        if !dek.isEmpty {
            html += "<p class=\"dek\">\(HTMLEscaping.escape(dek))</p>"
        }
        let byline = article.byline
        if !byline.isEmpty {
            html += "<p class=\"byline\">\(HTMLEscaping.escape(byline))</p>"
        }
        return html + "</header>"
    }

    /// Blocks in order.
    package func blocks(_ blocks: [Block]) -> String {
        blocks.map(block).joined()
    }

    /// An article's blocks in order, each top-level heading with its anchor as its `id`
    /// (`HeadingAnchors`), which links to it (`ArticleLink`, `#/id#anchor`) find.
    package func blocks(_ blocks: [Block], anchors: HeadingAnchors) -> String {
        var ids: [Int: String] = [:]
        for entry in anchors.entries where entry.offset == 0 { ids[entry.block] = entry.anchor }
        return blocks.enumerated().map { index, block in
            guard let id = ids[index], case .heading(let written, let content) = block else { return self.block(block) }
            let level = min(6, max(1, written))
            return "<h\(level) id=\"\(HTMLEscaping.escape(id))\">\(inlines(content))</h\(level)>"
        }.joined()
    }

    /// One block.
    package func block(_ block: Block) -> String {
        switch block {
        case .heading(let level, let content):
            let level = min(6, max(1, level))
            return "<h\(level)>\(inlines(content))</h\(level)>"
        case .paragraph(let content):
            return "<p>\(inlines(content))</p>"
        case .list(let list):
            // A task's mark stands in place of its bullet (`li.task`, issue.css).
            let items = list.items.enumerated().map { index, item in
                "<li\(list.isTask(index) ? " class=\"task\"" : "")>\(list.tight ? tightItem(item) : blocks(item))</li>"
            }.joined()
            if list.ordered {
                let start = list.start == 1 ? "" : " start=\"\(list.start)\""
                return "<ol\(start)>\(items)</ol>"
            }
            return "<ul>\(items)</ul>"
        case .quote(let content, let role):
            // A callout says its kind too (`CalloutKind`), which the style sheet colours its bar by;
            // a pull quote and a sidebar are classes the style sheet sets them by (`QuoteKind`).
            let kind = QuoteKind(role: role)
            let roleAttribute =
                (kind.hasBar ? "" : " class=\"\(kind.name)\"")
                + (role.map { " data-role=\"\(HTMLEscaping.escape($0))\"" } ?? "")
                + (kind.callout.map { " data-callout=\"\($0.rawValue)\"" } ?? "")
            return "<blockquote\(roleAttribute)>\(blocks(content))</blockquote>"
        case .code(let info, let text):
            let language =
                info.split(separator: " ").first.map { " class=\"language-\(HTMLEscaping.escape(String($0)))\"" } ?? ""
            return "<pre><code\(language)>\(HTMLEscaping.escape(text))</code></pre>"
        case .thematicBreak:
            return "<hr>"
        case .photo(let photo):
            return figure(photo)
        case .table(let table):
            return self.table(table)
        case .pageBreak:
            return ""
        }
    }

    /// A table: its header row in `<thead>`, its body rows in `<tbody>`, each cell's alignment
    /// as `data-align` (the style sheet aligns it; the bundle's policy allows no inline style)
    /// and each body cell's header words as `data-label`, which a table set as cards shows
    /// above the cell (generated content: the cell's text is unchanged).
    private func table(_ table: TableBlock) -> String {
        let labels = table.header.map { HTMLEscaping.escape($0.plainText) }
        func cells(_ row: [[Inline]], _ element: String) -> String {
            zip(row, table.alignments).enumerated().map { column, pair in
                let (cell, alignment) = pair
                let align = alignment == .none ? "" : " data-align=\"\(alignment.rawValue)\""
                let label = element == "td" && column < labels.count ? " data-label=\"\(labels[column])\"" : ""
                return "<\(element)\(align)\(label)>\(inlines(cell))</\(element)>"
            }.joined()
        }
        let body = table.rows.map { "<tr>\(cells($0, "td"))</tr>" }.joined()
        return "<table><thead><tr>\(cells(table.header, "th"))</tr></thead><tbody>\(body)</tbody></table>"
    }

    /// The blocks of a tight list's item: paragraphs as their bare text, as CommonMark's
    /// reference renderer writes them (the paginator sets no gaps inside them either).
    private func tightItem(_ content: [Block]) -> String {
        content.map { block in
            if case .paragraph(let runs) = block { return inlines(runs) }
            return self.block(block)
        }.joined()
    }

    /// Inline runs.
    package func inlines(_ runs: [Inline]) -> String {
        runs.map(inline).joined()
    }

    private func inline(_ run: Inline) -> String {
        switch run {
        case .text(let text): return HTMLEscaping.escape(text)
        case .emphasis(let content): return "<em>\(inlines(content))</em>"
        case .strong(let content): return "<strong>\(inlines(content))</strong>"
        case .code(let text): return "<code>\(HTMLEscaping.escape(text))</code>"
        case .lineBreak: return "<br>"
        case .link(let destination, let title, let content):
            return link(to: destination, title: title, around: inlines(content))
        case .styled(let style, let content):
            return styled(style, around: inlines(content))
        }
    }

    /// `html` in the element of `style`: `<sup>`, `<sub>`, `<kbd>`, `<mark>`, `<abbr title>`, `<s>`.
    private func styled(_ style: InlineStyle, around html: String) -> String {
        let element: String
        switch style {
        case .superscript, .noteReference: element = "sup"
        case .subscript: element = "sub"
        case .keyboard: element = "kbd"
        case .marked: element = "mark"
        case .strikethrough: element = "s"
        case .abbreviation(let title):
            let titleAttribute = title.map { " title=\"\(HTMLEscaping.escape($0))\"" } ?? ""
            return "<abbr\(titleAttribute)>\(html)</abbr>"
        }
        return "<\(element)>\(html)</\(element)>"
    }

    /// `html` inside a link to `destination`; `html` alone when `LinkPolicy` refuses it (a
    /// source that follows the policy never gives such a link).
    private func link(to destination: String, title: String?, around html: String) -> String {
        guard LinkPolicy.allows(destination) else { return html }
        let destination = ArticleLink.articleID(in: destination) == nil ? destination : articleLinks + destination
        let titleAttribute = title.map { " title=\"\(HTMLEscaping.escape($0))\"" } ?? ""
        return
            "<a href=\"\(HTMLEscaping.escapeHref(destination))\"\(titleAttribute) rel=\"noopener noreferrer\">\(html)</a>"
    }

    private func figure(_ photo: Photo) -> String {
        let alt = HTMLEscaping.escape(photo.alt ?? photo.caption ?? "")
        var image: String
        if let asset = assets.asset(for: photo) {
            let sources = (asset.renditions + [asset.original]).map { "\(HTMLEscaping.escape($0.path)) \($0.width)w" }
            let smallest = asset.renditions.first ?? asset.original
            image = "<img src=\"\(HTMLEscaping.escape(smallest.path))\" srcset=\"\(sources.joined(separator: ", "))\""
        } else {
            image = "<img src=\"\(HTMLEscaping.escapeHref(photo.path))\""
        }
        // A small picture's attributes give its drawn size (`Photo.maximumWidth`), which the
        // plain page shows and the carousel's page map keeps (it sets the height).
        var size = (width: photo.width, height: photo.height)
        if let most = photo.maximumWidth, Double(photo.width) > most {
            size = (Int(most.rounded()), max(1, Int((most / photo.aspectRatio).rounded())))
        }
        image +=
            " width=\"\(size.width)\" height=\"\(size.height)\" alt=\"\(alt)\" loading=\"lazy\" decoding=\"async\">"
        if let destination = photo.link { image = link(to: destination, title: nil, around: image) }
        let caption = photo.caption.map { "<figcaption>\(HTMLEscaping.escape($0))</figcaption>" } ?? ""
        return "<figure>\(image)\(caption)</figure>"
    }
}
