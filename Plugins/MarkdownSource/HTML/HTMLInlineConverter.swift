import FolioPluginAPI

/// Turns inline HTML elements into Folio's inline runs and photos: emphasis, strong, code,
/// styled runs (`sup`, `sub`, `kbd`, `mark`, `abbr`, `s`), line breaks, links (through
/// `LinkPolicy`), photos (through `ImageResolver`), embedded media as links with their titles.
/// Any other element keeps its words, counted for the file's warning; scripts and styles are
/// dropped with a warning at their place. One mapping serves both trees: the HTML an HTML block
/// holds, and inline HTML tags paired across a paragraph's nodes (`InlineHTMLPairing`).
enum HTMLInlineConverter {
    /// The pieces `element` becomes, its content read from its children.
    static func pieces(of element: HTMLElement, depth: Int, context: inout ConversionContext) -> [InlinePiece] {
        guard depth <= ConversionContext.maximumDepth else {
            return [.inline(.text(collapsingWhitespace(element.textContent)))]
        }
        if HTMLElementKind.hidden.contains(element.name) {
            warnHidden(element, context: &context)
            return []
        }
        let content = pieces(ofChildrenOf: element, depth: depth + 1, context: &context)
        return wrap(content, in: element, countingWords: false, context: &context)
    }

    /// The pieces of `element`'s children, as running text.
    static func pieces(ofChildrenOf element: HTMLElement, depth: Int, context: inout ConversionContext)
        -> [InlinePiece]
    {
        var pieces: [InlinePiece] = []
        for child in element.children {
            switch child {
            case .text(let text, let location):
                if element.name != "#fragment", !HTMLElementKind.isUnderstood(element.name) {
                    context.html.keptWithoutMarkup(
                        words: HTMLReadingState.wordCount(text), of: element.name, at: location)
                }
                appendText(text, to: &pieces)
            case .element(let inner):
                let isBlock = HTMLElementKind.blocks.contains(inner.name)
                if isBlock { appendText(" ", to: &pieces) }
                pieces += Self.pieces(of: inner, depth: depth, context: &context)
                if isBlock { appendText(" ", to: &pieces) }
            case .markdown(.source(let source, let origin)):
                pieces += MarkdownFragment.pieces(source, origin: origin, depth: depth, context: &context)
            case .markdown(.node(let node)):
                appendText(" " + node.flattenedText + " ", to: &pieces)
            }
        }
        return pieces
    }

    /// `content` set as `element` sets it. With `countingWords`, the words of an element Folio
    /// does not understand are counted here (its content came from Markdown, not HTML text).
    static func wrap(
        _ content: [InlinePiece], in element: HTMLElement, countingWords: Bool, context: inout ConversionContext
    ) -> [InlinePiece] {
        let name = element.name
        if let style = HTMLElementKind.style(of: name, attributes: element.attributes) {
            return InlinePiece.wrap(content) { .styled(style, $0) }
        }
        switch name {
        case "em", "i", "cite", "dfn", "var":
            return InlinePiece.wrap(content) { .emphasis($0) }
        case "strong", "b":
            return InlinePiece.wrap(content) { .strong($0) }
        case "code", "tt", "samp":
            return [.inline(.code(content.plainText))]
        case "br":
            return [.inline(.lineBreak)]
        case "wbr":
            return []
        case "q":
            return [.inline(.text("“"))] + content + [.inline(.text("”"))]
        case "a":
            return link(content, in: element, context: &context)
        case "img":
            return photo(element, context: &context).map { [.photo($0)] } ?? []
        case "iframe", "video", "audio", "embed", "object":
            return media(element, fallback: content, context: &context)
        case "input":
            return checkbox(element)
        default:
            if countingWords, !HTMLElementKind.isUnderstood(name) {
                context.html.keptWithoutMarkup(
                    words: HTMLReadingState.wordCount(content.plainText), of: name, at: element.location)
            }
            return content
        }
    }

    /// A photo for an `img` (`src`, `alt`, `title` as its caption; across the columns when its
    /// class says so, `isWide`; small when its size or class says so, `maximumWidth`), or nil
    /// after the resolver's diagnostic.
    static func photo(_ image: HTMLElement, caption: String? = nil, context: inout ConversionContext) -> Photo? {
        let alt = image.attributes[attribute: "alt"].map(collapsingWhitespace).flatMap { $0.isEmpty ? nil : $0 }
        let title = image.attributes[attribute: "title"].map(collapsingWhitespace).flatMap { $0.isEmpty ? nil : $0 }
        guard
            var photo = context.photo(
                image.attributes[attribute: "src"] ?? "", alt: alt, caption: caption ?? title, at: image.location)
        else { return nil }
        if isWide(image) { photo.spansColumns = true }
        photo.maximumWidth = maximumWidth(of: image, aspectRatio: photo.aspectRatio)
        return photo
    }

    /// How wide an `img` asks to be drawn at the most, in CSS px: its `width` attribute (a
    /// number of pixels), else its `height` attribute at the photo's proportions, else
    /// `Photo.smallWidth` when a class marks it small (`Photo.smallRoles`, whole or as the
    /// last part of a hyphenated class: `pquote-avatar`); nil when nothing does.
    static func maximumWidth(of image: HTMLElement, aspectRatio: Double) -> Double? {
        func pixels(_ name: String) -> Double? {
            guard var value = image.attributes[attribute: name]?.trimmingWhitespace.lowercased() else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            return Double(value).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        }
        if let width = pixels("width") { return width }
        if let height = pixels("height") { return height * aspectRatio }
        let small = image.lowercasedClassNames.contains { name in
            Photo.smallRoles.contains(String(name.split(separator: "-").last ?? name))
        }
        return small ? Photo.smallWidth : nil
    }

    /// Whether an element's classes ask for a photo across the columns (`Photo.wideRoles`).
    static func isWide(_ element: HTMLElement) -> Bool {
        element.lowercasedClassNames.contains { Photo.wideRoles.contains(String($0)) }
    }

    /// Reports that `element` (a script, a style) is not shown.
    static func warnHidden(_ element: HTMLElement, context: inout ConversionContext) {
        let words = HTMLReadingState.wordCount(element.textContent)
        let what = words == 0 ? "" : " (\(words == 1 ? "1 word" : "\(words) words") left out)"
        context.diagnostics.append(
            .warning(
                "<\(element.name)> is not shown\(what): Folio shows readers no scripts, styles or templates",
                at: element.location))
    }

    /// `text` with every run of whitespace one space, as HTML sets it.
    static func collapsingWhitespace(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace && character != "\u{00A0}" {
                pendingSpace = true
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(character)
        }
        if pendingSpace { result.append(" ") }
        return result
    }

    /// Appends HTML text, its whitespace collapsed, to `pieces`: no second space after a space.
    static func appendText(_ text: String, to pieces: inout [InlinePiece]) {
        var collapsed = collapsingWhitespace(text)
        guard !collapsed.isEmpty else { return }
        if collapsed.first == " " {
            switch pieces.last {
            case .inline(.text(let before)) where before.last == " ": collapsed.removeFirst()
            case .none, .inline(.lineBreak): collapsed.removeFirst()
            default: break
            }
        }
        if !collapsed.isEmpty { InlinePiece.appendText(collapsed, to: &pieces) }
    }

    private static func link(_ content: [InlinePiece], in element: HTMLElement, context: inout ConversionContext)
        -> [InlinePiece]
    {
        guard let destination = element.attributes[attribute: "href"], !destination.isEmpty else { return content }
        if let warning = LinkSafety.warning(for: destination) {
            context.diagnostics.append(.warning(warning, at: element.location))
            return content
        }
        let title = element.attributes[attribute: "title"].flatMap { $0.isEmpty ? nil : $0 }
        return InlinePiece.wrap(content, linkingPhotosTo: destination) {
            .link(destination: destination, title: title, content: $0)
        }
    }

    /// An embedded page, video or audio as a link to its source, named by its title (or its
    /// fallback text, or the address itself).
    private static func media(_ element: HTMLElement, fallback: [InlinePiece], context: inout ConversionContext)
        -> [InlinePiece]
    {
        let source =
            element.attributes[attribute: "src"] ?? element.attributes[attribute: "data"] ?? firstSource(in: element)
        let title = [element.attributes[attribute: "title"], element.attributes[attribute: "aria-label"]]
            .compactMap { $0.map(collapsingWhitespace) }.first { !$0.isEmpty }
        let fallbackText = collapsingWhitespace(fallback.plainText).trimmingWhitespace
        guard let source, !source.isEmpty else {
            return fallbackText.isEmpty ? (title.map { [.inline(.text($0))] } ?? []) : fallback
        }
        let words = title ?? (fallbackText.isEmpty ? source : fallbackText)
        if let warning = LinkSafety.warning(for: source) {
            context.diagnostics.append(.warning(warning, at: element.location))
            return [.inline(.text(words))]
        }
        return [.inline(.link(destination: source, title: nil, content: [.text(words)]))]
    }

    private static func firstSource(in element: HTMLElement) -> String? {
        for child in element.children {
            guard case .element(let inner) = child else { continue }
            if inner.name == "source", let source = inner.attributes[attribute: "src"] { return source }
            if let found = firstSource(in: inner) { return found }
        }
        return nil
    }

    /// A checkbox as the mark of a task (☐, or ☑ when checked); other inputs show nothing.
    private static func checkbox(_ element: HTMLElement) -> [InlinePiece] {
        guard element.attributes[attribute: "type"]?.lowercased() == "checkbox" else { return [] }
        return [.inline(.text(TaskMark.text(checked: element.attributes[attribute: "checked"] != nil)))]
    }
}
