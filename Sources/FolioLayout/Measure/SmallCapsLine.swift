/// A paragraph's first line in small capitals, on the page where it is: the sinks that set text
/// themselves (the carousel) draw these runs of it as small capitals.
public struct SmallCapsLine: Sendable, Equatable, Hashable, Decodable {
    /// The top-level block.
    public var block: Int
    /// The scalars of its plain text set in small capitals, in order.
    public var ranges: [Range<Int>]
}
