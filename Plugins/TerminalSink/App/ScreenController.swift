/// What the interactive preview, `--dump` and `--timings` drive: one issue
/// (`PreviewController`) or a shelf of them (`ShelfController`).
protocol ScreenController: AnyObject {
    /// How photos are also drawn as pixels.
    var images: ImageChannel { get set }
    /// Handles one input.
    func handle(_ input: PreviewInput) throws -> PreviewController.Reaction
    /// The whole frame.
    func render() -> Screen
    /// Renders what a next key could show, so moving never waits for drawing.
    func renderNeighbours()
    /// Hides the arrows (after the idle time); true when that changes the screen.
    func hideIndicators() -> Bool
    /// Shows the arrows, as when the reader has just interacted.
    func showIndicators()
    /// Lays everything out again for a new terminal size.
    func resize(columns: Int, rows: Int) throws
}
