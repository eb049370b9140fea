import FolioPluginAPI

/// Inline HTML in a paragraph: libcmark gives each tag as a node of its own (`<sup>`, the text
/// `2`, `</sup>`), so a start tag is paired here with the end tag among its later siblings,
/// and what lies between becomes the element's content, set as `HTMLInlineConverter` sets it.
/// A tag without its pair keeps nothing from being read: the text around it is read as it is.
enum InlineHTMLPairing {
    /// The pieces of the inline HTML node `node` and, when it opens an element, of its later
    /// siblings up to the node that closes it (taken from `following`).
    static func pieces(
        _ node: CmarkNode, following: inout InlineSiblings, depth: Int, context: inout ConversionContext
    ) -> [InlinePiece] {
        let literal = node.literal
        var pieces: [InlinePiece] = []
        for token in HTMLTokenizer.tokens(literal) {
            switch token.kind {
            case .text(let text):
                InlinePiece.appendText(text, to: &pieces)
            case .comment, .endTag:
                continue
            case .startTag(let name, let attributes, let selfClosing):
                var element = HTMLElement(
                    name: name, attributes: attributes, location: context.location(of: node), markdownMode: nil)
                let content: [InlinePiece]
                if HTMLElementKind.void.contains(name) || selfClosing {
                    content = []
                } else if let end = following.indexOfEndTag(name) {
                    let inside = following.take(upTo: end)
                    element.children = sources(in: inside, location: element.location)
                    content = InlineConverter.pieces(of: inside, depth: depth + 1, context: &context)
                } else {
                    continue
                }
                if HTMLElementKind.hidden.contains(name) {
                    HTMLInlineConverter.warnHidden(element, context: &context)
                    continue
                }
                pieces += HTMLInlineConverter.wrap(content, in: element, countingWords: true, context: &context)
            }
        }
        return pieces
    }
}

extension InlineHTMLPairing {
    /// The `source` elements among `nodes` (a video's or an audio's), which name what it plays.
    fileprivate static func sources(in nodes: ArraySlice<CmarkNode>, location: SourceLocation) -> [HTMLNode] {
        nodes.filter { $0.kind == .htmlInline }.flatMap { node in
            HTMLTokenizer.tokens(node.literal).compactMap { token -> HTMLNode? in
                guard case .startTag("source", let attributes, _) = token.kind else { return nil }
                return .element(
                    HTMLElement(name: "source", attributes: attributes, location: location, markdownMode: nil))
            }
        }
    }
}

/// The children of a paragraph or heading as the inline converter walks them, with a look
/// ahead for the end tag of inline HTML.
struct InlineSiblings {
    private let nodes: [CmarkNode]
    private var position = 0

    init(_ nodes: [CmarkNode]) {
        self.nodes = nodes
    }

    /// The next node; nil after the last.
    mutating func next() -> CmarkNode? {
        guard position < nodes.count else { return nil }
        defer { position += 1 }
        return nodes[position]
    }

    /// Where the end tag of `name` that closes an element opened just before the next node is,
    /// counting elements of the same name opened and closed on the way; nil when none does.
    func indexOfEndTag(_ name: String) -> Int? {
        var open = 1
        for index in position..<nodes.count where nodes[index].kind == .htmlInline {
            for token in HTMLTokenizer.tokens(nodes[index].literal) {
                switch token.kind {
                case .startTag(name, _, false): open += 1
                case .endTag(name): open -= 1
                default: continue
                }
                if open == 0 { return index }
            }
        }
        return nil
    }

    /// The nodes from the next one up to `end`, leaving the walk after the node at `end`.
    mutating func take(upTo end: Int) -> ArraySlice<CmarkNode> {
        defer { position = end + 1 }
        return nodes[position..<end]
    }
}
