import FolioPluginAPI

/// What an HTML element is to Folio: the one table the tree builder and the converters read.
enum HTMLElementKind {
    /// Elements that have no content and no end tag.
    static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// Elements a reader never sees (a script, a style): dropped with a warning at their place.
    static let hidden: Set<String> = ["script", "style", "template", "noscript"]

    /// Elements that say nothing to a reader beyond holding what is inside them: their content
    /// is kept as it is, and no warning counts it.
    static let plainContainers: Set<String> = [
        "div", "span", "section", "article", "main", "header", "footer", "nav", "html", "body", "hgroup", "picture",
        "label", "center", "li",
    ]

    /// Elements whose content is running text (a paragraph's), not blocks.
    static let textBlocks: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "summary", "figcaption", "dt", "caption", "legend",
    ]

    /// Elements that start a block of their own in flow content; any other element is inline
    /// (it goes into the paragraph around it).
    static let blocks: Set<String> = textBlocks.union([
        "address", "article", "aside", "blockquote", "body", "center", "dd", "details", "dialog", "dir", "div", "dl",
        "fieldset", "figure", "footer", "form", "header", "hgroup", "hr", "html", "li", "listing", "main", "menu",
        "nav", "ol", "pre", "section", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "xmp",
    ])

    /// Inline elements Folio maps into its model: the converters set each apart as it says.
    static let mappedInline: Set<String> = [
        "a", "abbr", "b", "br", "cite", "code", "del", "dfn", "em", "i", "iframe", "img", "input", "kbd", "mark", "q",
        "s", "samp", "strike", "strong", "sub", "sup", "tt", "var", "video", "audio", "wbr",
    ]

    /// Block elements Folio maps into its model.
    static let mappedBlocks: Set<String> = textBlocks.union([
        "aside", "blockquote", "details", "figure", "hr", "ol", "ul", "menu", "dir", "pre", "listing", "xmp",
        "table", "thead", "tbody", "tfoot", "tr", "td", "th",
    ])

    /// Whether `name`'s markup means something Folio keeps, or says nothing beyond its content;
    /// the words of any other element are counted as kept without their markup.
    static func isUnderstood(_ name: String) -> Bool {
        mappedInline.contains(name) || mappedBlocks.contains(name) || plainContainers.contains(name)
    }

    /// The end tags that close an open `p` implicitly, as in the HTML standard: any block start.
    static func closesParagraph(_ name: String) -> Bool {
        blocks.contains(name)
    }

    /// The style of an inline element Folio shows as a styled run, with an abbreviation's title.
    static func style(of name: String, attributes: [HTMLAttribute]) -> InlineStyle? {
        switch name {
        case "sup": .superscript
        case "sub": .subscript
        case "kbd": .keyboard
        case "mark": .marked
        case "s", "del", "strike": .strikethrough
        case "abbr": .abbreviation(title: attributes[attribute: "title"].flatMap { $0.isEmpty ? nil : $0 })
        default: nil
        }
    }

    /// What the `markdown` attribute asks (kramdown's rule): `nil` for no Markdown inside,
    /// `span` for running text, `block` for blocks; `1` means the element's natural mode.
    static func markdownMode(of name: String, attributes: [HTMLAttribute]) -> MarkdownMode? {
        guard let value = attributes[attribute: "markdown"]?.lowercased() else { return nil }
        switch value {
        case "0", "": return nil
        case "span": return .span
        case "block": return .block
        default: return textBlocks.contains(name) || !blocks.contains(name) ? .span : .block
        }
    }

    /// How Markdown inside an HTML element is read.
    enum MarkdownMode {
        /// As running text: inlines only, as in a paragraph.
        case span
        /// As blocks: paragraphs, lists, quotes.
        case block
    }
}
