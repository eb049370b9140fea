import FolioPluginAPI

/// Walks cmark's block nodes into Folio blocks, dropping raw HTML and lifting photos out of
/// paragraphs. Everything else is kept as cmark parsed it: code exactly (its final newline
/// too), empty headings and quotes, tight and loose lists.
enum BlockConverter {
    /// Parses a Markdown body with libcmark and converts the whole tree; `nil` only when
    /// libcmark cannot allocate the tree.
    static func blocks(ofMarkdown body: [UInt8], smartPunctuation: Bool, context: inout ConversionContext) -> [Block]? {
        guard let document = CmarkDocument(parsing: body, smartPunctuation: smartPunctuation) else { return nil }
        return document.withRoot { root in
            let blocks = blocks(of: root, depth: 0, context: &context)
            context.diagnostics += GitHubSyntax.warnings(in: root, positions: context.positions)
            return blocks
        }
    }

    /// The blocks of every node in `nodes`, in order.
    static func blocks(of nodes: [CmarkNode], depth: Int, context: inout ConversionContext) -> [Block] {
        nodes.flatMap { blocks(of: $0, depth: depth, context: &context) }
    }

    /// The blocks one block node becomes: usually one, none for dropped HTML, several when a
    /// paragraph holds photos.
    static func blocks(of node: CmarkNode, depth: Int, context: inout ConversionContext) -> [Block] {
        guard depth <= ConversionContext.maximumDepth else {
            context.reportTooDeep(at: node)
            let text = node.flattenedText.trimmingWhitespace
            return text.isEmpty ? [] : [.paragraph([.text(text)])]
        }
        switch node.kind {
        case .paragraph:
            let pieces = InlineConverter.pieces(of: node.children, depth: depth + 1, context: &context)
            return InlinePiece.blocks(pieces) { .paragraph($0) }
        case .heading:
            let level = min(max(node.headingLevel, 1), 6)
            let pieces = InlineConverter.pieces(of: node.children, depth: depth + 1, context: &context)
            return InlinePiece.blocks(pieces, keepingEmpty: true) { .heading(level: level, content: $0) }
        case .blockQuote:
            return [.quote(blocks(of: node.children, depth: depth + 1, context: &context))]
        case .list:
            return [.list(list(node, depth: depth, context: &context))]
        case .codeBlock:
            return [.code(info: node.fenceInfo, text: node.literal)]
        case .htmlBlock:
            return html(node, depth: depth, context: &context)
        case .thematicBreak:
            return [.thematicBreak]
        case .document, .item, .other:
            return blocks(of: node.children, depth: depth + 1, context: &context)
        case .text, .softBreak, .lineBreak, .code, .htmlInline, .emphasis, .strong, .link, .image:
            return []  // inline nodes only occur inside paragraphs and headings
        }
    }

    private static func list(_ node: CmarkNode, depth: Int, context: inout ConversionContext) -> ListBlock {
        let items = node.children.map { item in
            blocks(of: item.children, depth: depth + 2, context: &context)
        }
        let ordered = node.isOrderedList
        return ListBlock(ordered: ordered, start: ordered ? node.listStart : 1, tight: node.isTightList, items: items)
    }

    private static func html(_ node: CmarkNode, depth: Int, context: inout ConversionContext) -> [Block] {
        let literal = node.literal
        switch RawHTML(literal) {
        case .pageBreak where depth > 1:
            context.warn(
                "<!-- page --> breaks the page only at the top level of an article, not inside a quote or list; here it was dropped",
                at: node)
            return []
        case .pageBreak:
            return [.pageBreak]
        case .comment:
            return []
        case .markup:
            context.warnRawHTML(literal, at: node)
            return []
        }
    }
}
