import FolioModel

/// Measures text for the paginator: how wide a run is, how tall a line is, and how big the
/// page's text box is. One implementation counts terminal cells, the other shapes text with
/// the fonts (`FontMeasure`); the paginator knows nothing else about a sink.
///
/// Widths come in two steps, so a text is measured once for every geometry: `width(of:...)`
/// gives a width in the measure's natural units (ems of the role's size, or cells), which
/// does not depend on the page, and `scale(for:)` turns it into the page's units.
package protocol TextMeasure: Sendable {
    /// The usable text box of a page (page minus margins), in the measure's units.
    var box: PageBox { get }
    /// The vertical and horizontal spacing between and around blocks, in the measure's units.
    var spacing: BlockSpacing { get }
    /// The faces text in `style` and `role` is drawn with, for `language`: what
    /// `width(of:in:role:)` needs, looked up once per block of text.
    func faces(for style: FontStyle, role: TextRole, language: String) -> TextFaces
    /// The width of `text` (no line breaks) drawn with `faces` in `role`, in natural units:
    /// the same for every geometry.
    func width(of text: Substring, in faces: TextFaces, role: TextRole, language: String) -> Double
    /// The measure's units per natural unit for `role` (its font size in CSS pixels; 1 in cells).
    func scale(for role: TextRole) -> Double
    /// The height of one line of text in `role`.
    func lineHeight(for role: TextRole) -> Double
    /// The height a picture of `aspectRatio` (width / height) takes when drawn `width` wide.
    func imageHeight(width: Double, aspectRatio: Double) -> Double
    /// How wide a picture at most `maximumWidth` CSS px wide (`Photo.maximumWidth`) is drawn
    /// in a space `width` wide, in the measure's units.
    func pictureWidth(maximumWidth: Double, within width: Double) -> Double
    /// How far a list's items are indented: room for the marker. `largestNumber` is the
    /// highest number of an ordered list, nil for a bulleted one.
    func listIndent(largestNumber: Int?) -> Double
    /// Whether the paginator sets an article's footnotes at the foot of the page of their first
    /// reference (pages of a fixed size); else they follow the text as endnotes (the terminal).
    var placesFootnotes: Bool { get }
    /// Whether a page can set words over a photo drawn behind them (a cover whose photo bleeds,
    /// `CoverDesign.bleeds`); else the photo goes below the words (the terminal's cells).
    var setsWordsOverPhotos: Bool { get }
    /// The drop cap `letter` makes at the start of running text in `language`, `lines` lines
    /// tall; nil when the measure draws none (the terminal's cells) or cannot size one.
    func dropCap(of letter: Character, lines: Int, language: String) -> DropCap?
    /// The size of small capitals as a share of the text's (`SmallCaps`); nil when the measure
    /// sets none (the terminal's cells).
    var smallCapsSize: Double? { get }
}

extension TextMeasure {
    /// Pages place footnotes at their foot unless the measure says otherwise.
    package var placesFootnotes: Bool { true }
    /// Pages set words over photos unless the measure says otherwise.
    package var setsWordsOverPhotos: Bool { true }
    /// No drop caps unless the measure sizes them.
    package func dropCap(of letter: Character, lines: Int, language: String) -> DropCap? { nil }
    /// No small capitals unless the measure sizes them.
    package var smallCapsSize: Double? { nil }
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

extension TextMeasure {
    /// The height `photo` takes drawn in a space `width` wide: as wide as that space, or as its
    /// source's `maximumWidth` allows.
    package func imageHeight(of photo: Photo, within width: Double) -> Double {
        let drawn = photo.maximumWidth.map { pictureWidth(maximumWidth: $0, within: width) } ?? width
        return imageHeight(width: drawn, aspectRatio: photo.aspectRatio)
    }
}
