import FolioPluginAPI

/// Turns the tree of HTML in Markdown (`HTMLTreeBuilder`) into Folio's blocks: paragraphs and
/// headings, quotes (`blockquote`, and `aside` with its class as the quote's role: `pquote`,
/// `note`...), lists, code (`pre`), photos with captions (`figure`), `details` as a quote whose
/// first line is its `summary` in strong, tables (`HTMLTable`), and thematic breaks; inline content goes through
/// `HTMLInlineConverter`, Markdown inside elements through libcmark again.
enum HTMLBlockConverter {
    /// The blocks of `nodes`, the children of `owner`.
    static func blocks(
        _ nodes: [HTMLNode], owner: HTMLElement, depth: Int, context: inout ConversionContext
    ) -> [Block] {
        var blocks: [Block] = []
        var pieces: [InlinePiece] = []
        func flush() {
            blocks += InlinePiece.blocks(pieces) { .paragraph($0) }
            pieces = []
        }
        for node in nodes {
            switch node {
            case .text(let text, let location):
                if owner.name != "#fragment", !HTMLElementKind.isUnderstood(owner.name) {
                    context.html.keptWithoutMarkup(
                        words: HTMLReadingState.wordCount(text), of: owner.name, at: location)
                }
                HTMLInlineConverter.appendText(text, to: &pieces)
            case .markdown(.source(let source, let origin)):
                if owner.markdownMode == .span {
                    pieces += MarkdownFragment.pieces(source, origin: origin, depth: depth, context: &context)
                } else {
                    flush()
                    blocks += MarkdownFragment.blocks(source, origin: origin, depth: depth, context: &context)
                }
            case .markdown(.node(let node)):
                flush()
                blocks += BlockConverter.blocks(of: node, depth: depth, context: &context)
            case .element(let element) where HTMLElementKind.blocks.contains(element.name):
                flush()
                blocks += block(element, depth: depth + 1, context: &context)
            case .element(let element):
                pieces += HTMLInlineConverter.pieces(of: element, depth: depth + 1, context: &context)
            }
        }
        flush()
        return blocks
    }

    /// The blocks one block element becomes.
    private static func block(_ element: HTMLElement, depth: Int, context: inout ConversionContext) -> [Block] {
        guard depth <= ConversionContext.maximumDepth else {
            let text = HTMLInlineConverter.collapsingWhitespace(element.textContent).trimmingWhitespace
            return text.isEmpty ? [] : [.paragraph([.text(text)])]
        }
        switch element.name {
        case "p", "dt", "caption", "legend", "figcaption":
            return InlinePiece.blocks(running(element, depth: depth, context: &context)) { .paragraph($0) }
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let level = Int(element.name.dropFirst()) ?? 1
            return InlinePiece.blocks(running(element, depth: depth, context: &context), keepingEmpty: true) {
                .heading(level: level, content: $0)
            }
        case "summary":
            let content = InlinePiece.wrap(running(element, depth: depth, context: &context)) { .strong($0) }
            return InlinePiece.blocks(content) { .paragraph($0) }
        case "blockquote", "aside":
            let role = element.classes ?? (element.name == "aside" ? "aside" : nil)
            return [.quote(contents(of: element, depth: depth, context: &context), role: role)]
        case "details":
            return [.quote(contents(of: element, depth: depth, context: &context), role: "details")]
        case "ul", "ol", "menu", "dir":
            return list(element, depth: depth, context: &context)
        case "pre", "listing", "xmp":
            return [code(element)]
        case "figure":
            return figure(element, depth: depth, context: &context)
        case "hr":
            return [.thematicBreak]
        case "table":
            let read = HTMLTable.blocks(
                element,
                cell: { cell in
                    InlinePiece.blocks(running(cell, depth: depth + 2, context: &context)) { .paragraph($0) }
                        .flatMap { block -> [Inline] in
                            switch block {
                            case .paragraph(let runs): return runs
                            case .photo(let photo): return photo.alt.map { [.text($0)] } ?? []
                            default: return []
                            }
                        }
                },
                caption: { InlinePiece.blocks(running($0, depth: depth + 1, context: &context)) { .paragraph($0) } })
            return read ?? contents(of: element, depth: depth, context: &context)
        default:
            return contents(of: element, depth: depth, context: &context)
        }
    }

    private static func contents(of element: HTMLElement, depth: Int, context: inout ConversionContext) -> [Block] {
        blocks(element.children, owner: element, depth: depth, context: &context)
    }

    private static func running(_ element: HTMLElement, depth: Int, context: inout ConversionContext)
        -> [InlinePiece]
    {
        HTMLInlineConverter.pieces(ofChildrenOf: element, depth: depth, context: &context)
    }

    private static func list(_ element: HTMLElement, depth: Int, context: inout ConversionContext) -> [Block] {
        var items: [[Block]] = []
        var loose = false
        var strays: [HTMLNode] = []
        func addStrays() {
            guard !strays.isEmpty else { return }
            let blocks = blocks(strays, owner: element, depth: depth, context: &context)
            strays = []
            guard !blocks.isEmpty else { return }
            if items.isEmpty { items.append(blocks) } else { items[items.count - 1] += blocks }
        }
        for child in element.children {
            guard case .element(let item) = child, item.name == "li" else {
                strays.append(child)
                continue
            }
            addStrays()
            loose =
                loose
                || item.children.contains { if case .element(let inner) = $0 { inner.name == "p" } else { false } }
            items.append(contents(of: item, depth: depth + 1, context: &context))
        }
        addStrays()
        guard !items.isEmpty else { return [] }
        let ordered = element.name == "ol"
        let start = ordered ? Int(element.attributes[attribute: "start"] ?? "") ?? 1 : 1
        return [.list(ListBlock(ordered: ordered, start: start, tight: !loose, items: items))]
    }

    /// A `pre` as a code block: its text exactly, less the line feed that may follow `<pre>`,
    /// its language from a `language-` class of the `code` inside.
    private static func code(_ element: HTMLElement) -> Block {
        var text = element.textContent
        if text.hasPrefix("\r\n") { text.removeFirst() } else if text.hasPrefix("\n") { text.removeFirst() }
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        var info = ""
        for child in element.children {
            guard case .element(let inner) = child, inner.name == "code", let classes = inner.classes else { continue }
            for name in classes.split(separator: " ") where name.hasPrefix("language-") || name.hasPrefix("lang-") {
                info = String(name.drop { $0 != "-" }.dropFirst())
            }
        }
        return .code(info: info, text: text)
    }

    /// A `figure` of one image (in a link or a `picture`, perhaps) and a `figcaption`: a photo
    /// with that caption. Any other figure (a quotation, a code listing) keeps its blocks.
    private static func figure(_ element: HTMLElement, depth: Int, context: inout ConversionContext) -> [Block] {
        var images: [(image: HTMLElement, link: String?)] = []
        var caption: HTMLElement?
        var other = false
        func look(_ nodes: [HTMLNode], link: String?) {
            for node in nodes {
                switch node {
                case .text(let text, _):
                    other = other || text.contains { !$0.isWhitespace }
                case .element(let inner) where inner.name == "img":
                    images.append((inner, link))
                case .element(let inner) where inner.name == "figcaption" && caption == nil:
                    caption = inner
                case .element(let inner) where inner.name == "a" || inner.name == "picture":
                    look(inner.children, link: inner.attributes[attribute: "href"] ?? link)
                case .element(let inner) where inner.name == "source":
                    continue
                default:
                    other = true
                }
            }
        }
        look(element.children, link: nil)
        guard images.count == 1, !other, let found = images.first else {
            return contents(of: element, depth: depth, context: &context)
        }
        let captionText = caption.map {
            HTMLInlineConverter.pieces(ofChildrenOf: $0, depth: depth, context: &context).plainText
        }.map { HTMLInlineConverter.collapsingWhitespace($0).trimmingWhitespace }.flatMap { $0.isEmpty ? nil : $0 }
        guard var photo = HTMLInlineConverter.photo(found.image, caption: captionText, context: &context) else {
            return captionText.map { [.paragraph([.text($0)])] } ?? []
        }
        if let link = found.link, LinkPolicy.allows(link) { photo.link = link }
        // `<figure class="wide">` sets it across the columns, as the image's own class does.
        if HTMLInlineConverter.isWide(element) { photo.spansColumns = true }
        return [.photo(photo)]
    }
}
