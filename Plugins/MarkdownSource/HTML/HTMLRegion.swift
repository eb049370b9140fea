import FolioPluginAPI

/// Reads an HTML block of the document, and the blocks after it that belong inside an element
/// it leaves open, into Folio's blocks.
enum HTMLRegion {
    /// Converts `opening` (an HTML block) and as many of `following` (its later siblings) as
    /// an element it opens holds, appending the blocks to `blocks`.
    static func append(
        _ opening: CmarkNode, following: inout CmarkNode.Children, depth: Int, to blocks: inout [Block],
        context: inout ConversionContext
    ) {
        var builder = HTMLTreeBuilder(at: context.location(of: opening))
        builder.feed(opening.literal, origin: context.html.origin.literal(of: opening), context: context)
        while builder.isOpen, let next = following.next() {
            if next.kind == .htmlBlock {
                builder.feed(next.literal, origin: context.html.origin.literal(of: next), context: context)
            } else {
                builder.append(markdown: next)
            }
        }
        let root = HTMLElement(
            name: "#fragment", attributes: [], location: context.location(of: opening), markdownMode: nil)
        blocks += HTMLBlockConverter.blocks(builder.finish(), owner: root, depth: depth, context: &context)
    }
}
