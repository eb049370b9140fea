import FolioPluginAPI

/// Walks the inline nodes of a paragraph or heading into inline runs and photos.
enum InlineConverter {
    /// The pieces of every node in `nodes`, in order.
    static func pieces(of nodes: [CmarkNode], depth: Int, context: inout ConversionContext) -> [InlinePiece] {
        nodes.flatMap { pieces(of: $0, depth: depth, context: &context) }
    }

    /// The pieces one inline node becomes: usually one run, none for dropped HTML, several
    /// when a photo splits a container.
    static func pieces(of node: CmarkNode, depth: Int, context: inout ConversionContext) -> [InlinePiece] {
        guard depth <= ConversionContext.maximumDepth else {
            context.reportTooDeep(at: node)
            return [.inline(.text(node.flattenedText))]
        }
        switch node.kind {
        case .text:
            return [.inline(.text(node.literal))]
        case .softBreak:
            return [.inline(.text(" "))]
        case .lineBreak:
            return [.inline(.lineBreak)]
        case .code:
            return [.inline(.code(node.literal))]
        case .htmlInline:
            dropHTML(node, context: &context)
            return []
        case .emphasis:
            return InlinePiece.wrap(children(of: node, depth: depth, context: &context)) { .emphasis($0) }
        case .strong:
            return InlinePiece.wrap(children(of: node, depth: depth, context: &context)) { .strong($0) }
        case .link:
            return link(node, depth: depth, context: &context)
        case .image:
            return image(node, context: &context)
        default:
            return children(of: node, depth: depth, context: &context)
        }
    }

    private static func children(of node: CmarkNode, depth: Int, context: inout ConversionContext) -> [InlinePiece] {
        pieces(of: node.children, depth: depth + 1, context: &context)
    }

    private static func dropHTML(_ node: CmarkNode, context: inout ConversionContext) {
        let literal = node.literal
        switch RawHTML(literal) {
        case .comment:
            break
        case .pageBreak:
            context.warn(
                "<!-- page --> breaks the page only on a line of its own; here it was dropped",
                at: node)
        case .markup:
            context.warnRawHTML(literal, at: node)
        }
    }

    private static func link(_ node: CmarkNode, depth: Int, context: inout ConversionContext) -> [InlinePiece] {
        let content = children(of: node, depth: depth, context: &context)
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
        return InlinePiece.wrap(content, linkingPhotosTo: destination) {
            .link(destination: destination, title: title.isEmpty ? nil : title, content: $0)
        }
    }

    private static func image(_ node: CmarkNode, context: inout ConversionContext) -> [InlinePiece] {
        let alt = node.flattenedText
        let caption = node.title
        let resolved = context.images.photo(
            node.url,
            alt: alt.isEmpty ? nil : alt,
            caption: caption.isEmpty ? nil : caption,
            at: context.positions.location(of: node))
        switch resolved {
        case .success(let photo):
            context.usedFiles.insert(photo.path)
            return [.photo(photo)]
        case .failure(let diagnostic):
            context.diagnostics.append(diagnostic)
            return []
        }
    }
}
