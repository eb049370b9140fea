/// Measures text for the paginator: how wide a run is, how tall a line is, and how big the
/// page's text box is. One implementation counts terminal cells, the other the advance
/// widths of the fonts the HTML sink ships; the paginator knows nothing else about a sink.
///
/// Widths are additive: the width of a string is the sum of its characters' advances, which
/// lets the line breaker measure each character once.
package protocol TextMeasure: Sendable {
    /// The usable text box of a page (page minus margins), in the measure's units.
    var box: PageBox { get }
    /// The vertical and horizontal spacing between and around blocks, in the measure's units.
    var spacing: BlockSpacing { get }
    /// The advance of one character (grapheme cluster) set in `face` for `role`.
    func advance(of character: Character, face: FontStyle, role: TextRole) -> Double
    /// The height of one line of text in `role`.
    func lineHeight(for role: TextRole) -> Double
    /// The height a picture of `aspectRatio` (width / height) takes when drawn `width` wide.
    func imageHeight(width: Double, aspectRatio: Double) -> Double
    /// How far a list's items are indented: room for the marker. `largestNumber` is the
    /// highest number of an ordered list, nil for a bulleted one.
    func listIndent(largestNumber: Int?) -> Double
}

extension TextMeasure {
    /// The width of `text` set in `face` for `role`: the sum of its characters' advances.
    package func width(of text: some StringProtocol, face: FontStyle, role: TextRole) -> Double {
        var total = 0.0
        for character in text { total += advance(of: character, face: face, role: role) }
        return total
    }
}

/// The usable area of a page, in a measure's units (CSS pixels or terminal cells).
package struct PageBox: Sendable, Equatable, Hashable, Decodable {
    /// The width of a full line.
    package var width: Double
    /// The height available for the title and the blocks.
    package var height: Double

    /// Creates a box.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
