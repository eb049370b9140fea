/// A piece of text in one style.
struct StyledRun: Equatable {
    /// The text; it holds no control characters once the issue is cleaned.
    var text: String
    /// How it is drawn.
    var style: CellStyle
}
