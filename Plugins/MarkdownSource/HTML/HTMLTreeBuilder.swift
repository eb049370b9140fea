import FolioPluginAPI

/// Builds the tree of HTML written in Markdown: from one HTML block, or from an HTML block
/// that opens an element and the blocks after it up to the HTML block that closes it (cmark
/// ends an HTML block at a blank line, so `<details>`, a paragraph of Markdown and
/// `</details>` are three nodes; the paragraph goes inside the element, as in a browser).
///
/// It recovers from bad nesting as browsers do in the common cases: a block start closes an
/// open `p`, an `li` closes the `li` before it, an end tag closes what was left open inside
/// its element, and an end tag that matches nothing open is ignored. Inside an element with a
/// `markdown` attribute (kramdown's), text and inline markup are kept as Markdown source.
struct HTMLTreeBuilder {
    /// The open elements, the fragment's root first.
    private var stack: [HTMLElement]

    /// A tree whose root is at `location`.
    init(at location: SourceLocation) {
        stack = [HTMLElement(name: "#fragment", attributes: [], location: location, markdownMode: nil)]
    }

    /// Whether an element that holds blocks is still open, so that the blocks after the
    /// HTML just fed belong inside it.
    var isOpen: Bool {
        stack.dropFirst().contains { Self.holdsBlocks($0.name) }
    }

    /// Reads the literal of an HTML block, whose text lies at `origin` in the body.
    mutating func feed(_ literal: String, origin: SourceOrigin, context: ConversionContext) {
        let bytes = Array(literal.utf8)
        let lines = LineIndex(literal)
        func locate(_ offset: Int) -> (SourceLocation, (line: Int, column: Int)) {
            let position = lines.position(of: offset)
            return (context.location(line: position.line, column: position.column, in: origin), position)
        }
        var stretch: Range<Int>?
        func flushStretch(into builder: inout HTMLTreeBuilder) {
            guard let range = stretch else { return }
            stretch = nil
            let source = String(decoding: bytes[range], as: UTF8.self)
            guard source.contains(where: { !$0.isWhitespace }) else { return }
            let position = locate(range.lowerBound).1
            builder.append(
                .markdown(
                    .source(source, origin: origin.nested(line: position.line, column: position.column, indent: 0)))
            )
        }
        for token in HTMLTokenizer.tokens(literal) {
            if stack[stack.count - 1].markdownMode != nil, Self.isRunningText(token.kind) {
                stretch = (stretch?.lowerBound ?? token.start)..<token.end
                continue
            }
            flushStretch(into: &self)
            switch token.kind {
            case .text(let text):
                append(.text(text, at: locate(token.start).0))
            case .comment:
                continue
            case .startTag(let name, let attributes, _):
                closeImplied(by: name)
                let element = HTMLElement(
                    name: name, attributes: attributes, location: locate(token.start).0,
                    markdownMode: HTMLElementKind.markdownMode(of: name, attributes: attributes))
                if HTMLElementKind.void.contains(name) || stack.count > ConversionContext.maximumDepth {
                    append(.element(element))
                } else {
                    stack.append(element)
                }
            case .endTag(let name):
                close(name)
            }
        }
        flushStretch(into: &self)
    }

    /// Puts a block node of the document inside the innermost open element that holds blocks,
    /// closing the paragraphs and inline elements open above it.
    mutating func append(markdown node: CmarkNode) {
        while stack.count > 1, !Self.holdsBlocks(stack[stack.count - 1].name) { pop() }
        append(.markdown(.node(node)))
    }

    /// The tree: every element still open is closed.
    mutating func finish() -> [HTMLNode] {
        while stack.count > 1 { pop() }
        return stack[0].children
    }

    private mutating func append(_ node: HTMLNode) {
        stack[stack.count - 1].children.append(node)
    }

    private mutating func pop() {
        let element = stack.removeLast()
        append(.element(element))
    }

    /// Closes the innermost open `name`, and whatever is open inside it; nothing when no
    /// `name` is open.
    private mutating func close(_ name: String) {
        guard let index = stack.lastIndex(where: { $0.name == name }), index > 0 else { return }
        while stack.count > index { pop() }
    }

    /// The ends the HTML standard implies: a block closes an open paragraph, a list item the
    /// item before it in the same list.
    private mutating func closeImplied(by name: String) {
        if HTMLElementKind.closesParagraph(name), stack.count > 1, stack[stack.count - 1].name == "p" { pop() }
        let siblings: Set<String>
        switch name {
        case "li": siblings = ["li"]
        case "dt", "dd": siblings = ["dt", "dd"]
        default: return
        }
        let lists: Set<String> = ["ul", "ol", "menu", "dir", "dl"]
        for index in stack.indices.reversed().dropLast() {
            if lists.contains(stack[index].name) { return }
            if siblings.contains(stack[index].name) {
                while stack.count > index { pop() }
                return
            }
        }
    }

    /// Whether a token is part of running text inside Markdown: text, a comment, or a tag of
    /// an inline element.
    private static func isRunningText(_ kind: HTMLToken.Kind) -> Bool {
        switch kind {
        case .text, .comment: true
        case .startTag(let name, _, _), .endTag(let name):
            !HTMLElementKind.blocks.contains(name) && !HTMLElementKind.hidden.contains(name)
        }
    }

    /// Whether an element may hold blocks (a quote, a section), as a paragraph or an inline
    /// element may not.
    private static func holdsBlocks(_ name: String) -> Bool {
        HTMLElementKind.blocks.contains(name) && !HTMLElementKind.textBlocks.contains(name)
    }
}
