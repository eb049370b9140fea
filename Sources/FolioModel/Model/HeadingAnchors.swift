/// The anchors of an article's headings, in reading order, and where each heading is: the one
/// rule by which a link's `#fragment` finds a heading, a sink finds the page it lands on and
/// the HTML gives a heading its `id`.
///
/// A heading's anchor is `Slug.anchor` of its text; a second heading with the same anchor
/// gets `-1`, a third `-2` (as GitHub and Hugo number them). Headings inside quotes and list
/// items count too, in reading order. `Slug.anchor` transliterates with ICU, so the public
/// `init(_:)` that applies it is FolioLayout's (`HeadingAnchors+Slug.swift`).
public struct HeadingAnchors: Sendable, Equatable {
    /// One heading.
    public struct Entry: Sendable, Equatable {
        /// The heading's anchor, unique in the article.
        public var anchor: String
        /// The index of the top-level block that is or holds the heading.
        public var block: Int
        /// Where the heading's text starts in that block's plain text (`Block.plainText`), in
        /// Unicode scalars: 0 for a top-level heading.
        public var offset: Int
    }

    /// Every heading, in reading order.
    public private(set) var entries: [Entry] = []

    /// The anchors of the headings of `blocks` (an article's blocks), each heading's base anchor
    /// being `anchor` of its text (`Slug.anchor`, which `init(_:)` passes).
    package init(_ blocks: [Block], anchor: (String) -> String) {
        var seen: [String: Int] = [:]
        for (index, block) in blocks.enumerated() {
            switch block {
            case .heading, .quote, .list:
                var offset = 0  // each top-level block's plain text starts at 0
                collect(block, block: index, offset: &offset, seen: &seen, anchor: anchor)
            case .paragraph, .code, .thematicBreak, .photo, .pageBreak, .table:
                continue  // holds no heading: its text, which would only be counted, is not made
            }
        }
    }

    /// The heading whose anchor is `anchor`, if any.
    public func entry(named anchor: String) -> Entry? {
        entries.first { $0.anchor == anchor }
    }

    /// The anchor of each heading, in reading order.
    public var anchors: [String] { entries.map(\.anchor) }

    /// Walks `block` as `Block.plainText` joins its text, noting each heading and counting the
    /// scalars passed in `offset`.
    private mutating func collect(
        _ block: Block, block index: Int, offset: inout Int, seen: inout [String: Int], anchor slug: (String) -> String
    ) {
        switch block {
        case .heading(_, let content):
            let base = slug(content.plainText)
            var anchor = base
            if let count = seen[base] {
                anchor = "\(base)-\(count)"
                seen[base] = count + 1
            } else {
                seen[base] = 1
            }
            entries.append(Entry(anchor: anchor, block: index, offset: offset))
            offset += block.plainText.unicodeScalars.count
        case .quote(let nested, _):
            walk(nested, block: index, offset: &offset, seen: &seen, anchor: slug)
        case .list(let list):
            for (number, item) in list.items.enumerated() {
                if number > 0 { offset += 1 }
                walk(item, block: index, offset: &offset, seen: &seen, anchor: slug)
            }
        case .paragraph, .code, .thematicBreak, .photo, .pageBreak, .table:
            offset += block.plainText.unicodeScalars.count
        }
    }

    /// Blocks joined by a newline, as `Block.plainText` joins a quote's or an item's.
    private mutating func walk(
        _ blocks: [Block], block index: Int, offset: inout Int, seen: inout [String: Int],
        anchor slug: (String) -> String
    ) {
        for (number, nested) in blocks.enumerated() {
            if number > 0 { offset += 1 }
            collect(nested, block: index, offset: &offset, seen: &seen, anchor: slug)
        }
    }
}
