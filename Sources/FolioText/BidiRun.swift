/// A stretch of a paragraph in one direction, shaped and drawn as one piece.
public struct BidiRun: Sendable, Hashable {
    /// Where the run is in the paragraph, in UTF-16 units (logical order).
    public let utf16Range: Range<Int>
    /// The run's text, in logical (reading) order.
    public let text: Substring
    /// The run's direction.
    public let direction: TextDirection
}
