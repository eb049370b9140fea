/// How an article opens on its lead photo (front matter `opener:`, else `issue.yaml`'s): the
/// photo its front matter names (`image:`, `cover:`), else the photo it starts with.
public enum OpenerDesign: String, Sendable, Equatable, Hashable, Decodable, CaseIterable {
    /// The lead photo fills the whole first page, edge to edge; the title, the dek and the
    /// byline stand at the page's foot over a scrim as dark as the photo needs, in white. The
    /// text starts on the next page.
    case over
    /// The lead photo fills the top of the first page, edge to edge; the title, the dek, the
    /// byline and the text follow below it.
    case under
    /// No opener: the title and byline, then the blocks (the default).
    case plain

    /// The values as written, for messages: `over, under or plain`.
    public static let written = "over, under or plain"
}
