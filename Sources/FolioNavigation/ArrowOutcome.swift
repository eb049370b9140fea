/// What an arrow key does in a state: the single decision behind both `Navigator.press(_:in:)`
/// and `Navigator.moves(in:)`, like reveal.js's `availableRoutes`.
public enum ArrowOutcome: Sendable, Hashable {
    /// The reader goes to this page.
    case move(to: Position)
    /// A pull past the end of the column reveals a neighbour's title; `at` stays.
    case reveal(Peek)
    /// The overlay's highlight goes to this article (it may be the one already highlighted).
    case highlight(Int)
    /// The zoomed photo pans; `at` stays.
    case pan
    /// Nothing happens (beyond clearing a revealed title).
    case nothing

    /// The page a move goes to; nil for every other outcome.
    public var destination: Position? {
        if case .move(let position) = self { position } else { nil }
    }
}
