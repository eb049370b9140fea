import FolioPluginAPI

/// Walks the inline nodes of a paragraph or heading into inline runs and photos, with GitHub's
/// strikethrough (`Strikethrough`) paired in each container.
enum InlineConverter {
    /// The pieces of the children of `node`, in order, each child at `depth`.
    static func pieces(ofChildrenOf node: CmarkNode, depth: Int, context: inout ConversionContext) -> [InlinePiece] {
        var pieces: [InlinePiece] = []
        appendChildren(of: node, depth: depth, to: &pieces, context: &context)
        return Strikethrough.resolved(pieces)
    }

    /// The pieces of `nodes`, siblings in a paragraph or heading, each at `depth`.
    static func pieces(of nodes: ArraySlice<CmarkNode>, depth: Int, context: inout ConversionContext) -> [InlinePiece] {
        var pieces: [InlinePiece] = []
        var siblings = InlineSiblings(Array(nodes))
        appendSiblings(&siblings, depth: depth, to: &pieces, context: &context)
        return Strikethrough.resolved(pieces)
    }

    private static func appendChildren(
        of node: CmarkNode, depth: Int, to pieces: inout [InlinePiece], context: inout ConversionContext
    ) {
        var children = node.children
        while let child = children.next() {
            guard child.kind == .htmlInline else {
                append(child, depth: depth, to: &pieces, context: &context)
                continue
            }
            // Inline HTML may pair with a later sibling: walk the rest with a look ahead.
            var siblings = InlineSiblings([child] + Array(IteratorSequence(children)))
            appendSiblings(&siblings, depth: depth, to: &pieces, context: &context)
            return
        }
    }

    private static func appendSiblings(
        _ siblings: inout InlineSiblings, depth: Int, to pieces: inout [InlinePiece], context: inout ConversionContext
    ) {
        while let child = siblings.next() {
            guard child.kind == .htmlInline, depth <= ConversionContext.maximumDepth else {
                append(child, depth: depth, to: &pieces, context: &context)
                continue
            }
            switch RawHTML(child.literal) {
            case .comment: break
            case .pageBreak:
                context.warn("<!-- page --> breaks the page only on a line of its own; here it was dropped", at: child)
            case .markup:
                pieces += InlineHTMLPairing.pieces(child, following: &siblings, depth: depth, context: &context)
            }
        }
    }

    /// Appends the pieces one inline node becomes: usually one run, none for a comment,
    /// several when a photo splits a container.
    private static func append(
        _ node: CmarkNode, depth: Int, to pieces: inout [InlinePiece], context: inout ConversionContext
    ) {
        guard depth <= ConversionContext.maximumDepth else {
            context.reportTooDeep(at: node)
            InlinePiece.appendText(node.flattenedText, to: &pieces)
            return
        }
        switch node.kind {
        case .text:
            Strikethrough.appendText(of: node, to: &pieces)
        case .softBreak:
            InlinePiece.appendText(" ", to: &pieces)
        case .lineBreak:
            pieces.append(.inline(.lineBreak))
        case .code:
            pieces.append(.inline(.code(node.literal)))
        case .htmlInline:
            var siblings = InlineSiblings([node])
            appendSiblings(&siblings, depth: depth, to: &pieces, context: &context)
        case .emphasis:
            pieces += InlinePiece.wrap(Self.pieces(ofChildrenOf: node, depth: depth + 1, context: &context)) {
                .emphasis($0)
            }
        case .strong:
            pieces += InlinePiece.wrap(Self.pieces(ofChildrenOf: node, depth: depth + 1, context: &context)) {
                .strong($0)
            }
        case .link:
            pieces += link(node, depth: depth, context: &context)
        case .image:
            if let photo = image(node, context: &context) { pieces.append(.photo(photo)) }
        default:
            appendChildren(of: node, depth: depth + 1, to: &pieces, context: &context)
        }
    }

    private static func link(_ node: CmarkNode, depth: Int, context: inout ConversionContext) -> [InlinePiece] {
        let content = pieces(ofChildrenOf: node, depth: depth + 1, context: &context)
        let destination = node.url
        if let warning = LinkSafety.warning(for: destination) {
            context.warn(warning, at: node)
            return content
        }
        if content.isEmpty {
            context.warn(
                "the link to '\(destination)' has no words, so readers cannot see it; write them between the brackets",
                at: node)
        }
        let title = node.title
        let linked = LinkSafety.destination(destination, at: context.location(of: node))
        return InlinePiece.wrap(content, linkingPhotosTo: linked) {
            .link(destination: linked, title: title.isEmpty ? nil : title, content: $0)
        }
    }

    private static func image(_ node: CmarkNode, context: inout ConversionContext) -> Photo? {
        let alt = node.flattenedText
        let caption = node.title
        return context.photo(
            node.url,
            alt: alt.isEmpty ? nil : alt,
            caption: caption.isEmpty ? nil : caption,
            at: context.location(of: node))
    }
}
