import FolioModel

extension HeadingAnchors {
    /// The anchors of the headings of `blocks` (an article's blocks), each `Slug.anchor` of its
    /// heading's text.
    public init(_ blocks: [Block]) {
        self.init(blocks, anchor: Slug.anchor)
    }
}
