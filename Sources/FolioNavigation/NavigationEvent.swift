/// Something a host can listen for, emitted by `Navigator.press(_:in:)` in this order:
/// overlay opened or closed, peek hidden, zoom changed, page changed, snapped, peek shown.
public enum NavigationEvent: Sendable, Hashable, CustomStringConvertible {
    /// The current page changed.
    case pageChanged(from: Position, to: Position)
    /// The strip came to rest at a page; follows every `pageChanged`.
    case snapped(Position)
    /// The zoom scale changed to this value.
    case zoomChanged(Double)
    /// A pull revealed this neighbour's title. Emitted for every such pull, even when the
    /// title was already showing, because each pull bounces the column again.
    case peekShown(Peek)
    /// The revealed title was hidden.
    case peekHidden
    /// The contents overlay opened.
    case overlayOpened
    /// The contents overlay closed.
    case overlayClosed

    /// A short spelling for logs and test output.
    public var description: String {
        switch self {
        case .pageChanged(let from, let to): "page changed \(from) -> \(to)"
        case .snapped(let position): "snapped \(position)"
        case .zoomChanged(let zoom): "zoom changed \(zoom.shortSpelling)"
        case .peekShown(let peek): "peek shown \(peek)"
        case .peekHidden: "peek hidden"
        case .overlayOpened: "overlay opened"
        case .overlayClosed: "overlay closed"
        }
    }
}
