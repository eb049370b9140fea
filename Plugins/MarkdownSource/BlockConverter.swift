import FolioPluginAPI

/// Walks cmark's block nodes into Folio blocks, reading HTML blocks into blocks too
/// (`HTMLRegion`) and lifting photos out of paragraphs. Everything else is kept as cmark parsed it: code exactly (its final newline
/// too), empty headings and quotes, tight and loose lists.
enum BlockConverter {
    /// Parses a Markdown body with libcmark and converts the whole tree; `nil` only when
    /// libcmark cannot allocate the tree.
    static func blocks(ofMarkdown body: [UInt8], smartPunctuation: Bool, context: inout ConversionContext) -> [Block]? {
        guard let document = CmarkDocument(parsing: body, smartPunctuation: smartPunctuation) else { return nil }
        context.html.smartPunctuation = smartPunctuation
        return document.withRoot { root in
            context.footnotes = GitHubFootnotes(root: root, context: &context)
            var blocks: [Block] = []
            append(root, depth: 0, to: &blocks, context: &context)
            blocks = context.footnotes.resolved(blocks)
            context.diagnostics += context.html.warnings
            return blocks
        }
    }

    /// The blocks of the children of `node`, in order, each child at `depth`.
    static func blocks(ofChildrenOf node: CmarkNode, depth: Int, context: inout ConversionContext) -> [Block] {
        var blocks: [Block] = []
        appendChildren(of: node, depth: depth, to: &blocks, context: &context)
        return blocks
    }

    /// The blocks one block node becomes, at `depth`.
    static func blocks(of node: CmarkNode, depth: Int, context: inout ConversionContext) -> [Block] {
        var blocks: [Block] = []
        append(node, depth: depth, to: &blocks, context: &context)
        return blocks
    }

    private static func appendChildren(
        of node: CmarkNode, depth: Int, to blocks: inout [Block], context: inout ConversionContext
    ) {
        var children = node.children
        while let child = children.next() {
            if child.kind == .htmlBlock, depth <= ConversionContext.maximumDepth, RawHTML(child.literal) == .markup {
                // An element it opens may hold the blocks after it, up to the HTML that closes it.
                HTMLRegion.append(child, following: &children, depth: depth, to: &blocks, context: &context)
            } else {
                append(child, depth: depth, to: &blocks, context: &context)
            }
        }
    }

    /// Appends the blocks one block node becomes: usually one, none for a comment, several
    /// when a paragraph holds photos or HTML holds blocks.
    private static func append(
        _ node: CmarkNode, depth: Int, to blocks: inout [Block], context: inout ConversionContext
    ) {
        guard depth <= ConversionContext.maximumDepth else {
            context.reportTooDeep(at: node)
            let text = node.flattenedText.trimmingWhitespace
            if !text.isEmpty { blocks.append(.paragraph([.text(text)])) }
            return
        }
        switch node.kind {
        case .paragraph:
            if depth <= 1, context.footnotes.isDefinition(node) { return }
            if context.mayHoldTables, let table = GitHubTable.blocks(of: node, depth: depth, context: &context) {
                blocks += table
                return
            }
            let pieces = InlineConverter.pieces(ofChildrenOf: node, depth: depth + 1, context: &context)
            let paragraphs = InlinePiece.blocks(pieces) { .paragraph($0) }
            if let role = context.calloutRole(of: node), Photo.wideRoles.contains(role) {
                // `{: .wide}` under a photo sets it across the columns.
                blocks += paragraphs.map { block in
                    guard case .photo(var photo) = block else { return block }
                    photo.spansColumns = true
                    return .photo(photo)
                }
            } else if let role = context.calloutRole(of: node), depth <= 1 {
                blocks.append(.quote(paragraphs, role: role))
            } else {
                blocks += paragraphs
            }
        case .heading:
            let level = min(max(node.headingLevel, 1), 6)
            let pieces = InlineConverter.pieces(ofChildrenOf: node, depth: depth + 1, context: &context)
            blocks += InlinePiece.blocks(pieces, keepingEmpty: true) { .heading(level: level, content: $0) }
        case .blockQuote:
            let children = Self.blocks(ofChildrenOf: node, depth: depth + 1, context: &context)
            if depth <= 1, let alert = GitHubAlert(of: node) {
                blocks.append(.quote(alert.blocks(children), role: alert.role))
            } else {
                blocks.append(.quote(children, role: context.calloutRole(of: node)))
            }
        case .list:
            blocks.append(.list(list(node, depth: depth, context: &context)))
        case .codeBlock:
            blocks.append(.code(info: node.fenceInfo, text: node.literal))
        case .htmlBlock:
            html(node, depth: depth, to: &blocks, context: &context)
        case .thematicBreak:
            blocks.append(.thematicBreak)
        case .document, .item, .other:
            appendChildren(of: node, depth: depth + 1, to: &blocks, context: &context)
        case .text, .softBreak, .lineBreak, .code, .htmlInline, .emphasis, .strong, .link, .image:
            break  // inline nodes only occur inside paragraphs and headings
        }
    }

    private static func list(_ node: CmarkNode, depth: Int, context: inout ConversionContext) -> ListBlock {
        let items = node.children.map { item in
            let blocks = blocks(ofChildrenOf: item, depth: depth + 2, context: &context)
            guard let checked = TaskMark.checked(item) else { return blocks }
            return TaskMark.marked(blocks, checked: checked)
        }
        let ordered = node.isOrderedList
        return ListBlock(ordered: ordered, start: ordered ? node.listStart : 1, tight: node.isTightList, items: items)
    }

    private static func html(_ node: CmarkNode, depth: Int, to blocks: inout [Block], context: inout ConversionContext)
    {
        let literal = node.literal
        switch RawHTML(literal) {
        case .pageBreak where depth > 1:
            context.warn(
                "<!-- page --> breaks the page only at the top level of an article, not inside a quote or list; here it was dropped",
                at: node)
        case .pageBreak:
            blocks.append(.pageBreak)
        case .comment:
            break
        case .markup:
            var rest = CmarkNode.Children.none
            HTMLRegion.append(node, following: &rest, depth: depth, to: &blocks, context: &context)
        }
    }
}
