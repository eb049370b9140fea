import FolioModel
import Foundation

/// A photo drawn to the page's edges, behind or above its words: a cover's whose photo bleeds
/// (`CoverDesign.bleeds`) or an opener's (`OpenerDesign`). The photo covers `area` (the whole
/// page, or the band across its top an opener's words stand under), cropped around its focus,
/// with the scrims that keep words over it legible, all in page coordinates (CSS pixels from
/// the page's top left, margins included). Every sink draws it first and the page's text over
/// it; words over the photo (`wordsOverPhoto`) in the theme's `coverInk` (white).
public struct PageArt: Sendable, Equatable, Decodable {
    /// How the page sets its photo and words.
    public enum Design: String, Sendable, Equatable, Decodable, CaseIterable {
        /// A cover's `full` design: the masthead at the top, the cover lines at the foot.
        case full
        /// A cover's `band` design: the masthead at the top, the other words in a band at the foot.
        case band
        /// An opener's `over` design: the title, dek and byline at the foot of the photo.
        case over
        /// An opener's `under` design: the photo across the top, the words below it.
        case under

        /// The cover's design of the same name.
        init(_ cover: CoverDesign) {
            self = cover == .band ? .band : .full
        }

        /// Whether words stand over the photo (in `PageTheme.coverInk`, over scrims).
        public var wordsOverPhoto: Bool { self != .under }
    }

    /// A dark veil over part of the photo: solid over `rect` (where words stand), fading to
    /// nothing over `fadeAbove` above it and `fadeBelow` below it.
    public struct Scrim: Sendable, Equatable, Decodable {
        /// Where the veil is solid.
        public var rect: TypesetPage.Rect
        /// How far it fades out above `rect`.
        public var fadeAbove: Double
        /// How far it fades out below `rect`.
        public var fadeBelow: Double
        /// Its black's opacity where solid, 0 to 1.
        public var opacity: Double
    }

    /// How the page sets its photo and words.
    public var design: Design
    /// The photo.
    public var photo: Photo
    /// The photo's block in the article's blocks (the sinks draw it here, not in the text).
    public var source: Int
    /// Where the photo is drawn: it covers `area` and overhangs it where it is cropped.
    public var frame: TypesetPage.Rect
    /// Where the photo shows: the whole page, or the band across an `under` opener's top.
    /// Sinks clip the photo to it.
    public var area: TypesetPage.Rect
    /// The veils between the photo and the words, in drawing order.
    public var scrims: [Scrim]
    /// The first of the words moved down to the page's foot (the cover lines, or the band's
    /// words), as a block of the cover, if any: a sink that flows text itself (the carousel)
    /// adds `shift` above it.
    public var shiftedBlock: Int?
    /// How far the moved words stand below where they would under the masthead.
    public var shift: Double

    /// The contrast the scrims give the words against the brightest pixel behind them: WCAG's
    /// 4.5:1 for body text, with a margin for the photo's renditions and the screen's smoothing.
    public static let contrast = 5.0

    /// Creates the art.
    public init(
        design: Design, photo: Photo, source: Int, frame: TypesetPage.Rect, area: TypesetPage.Rect,
        scrims: [Scrim], shiftedBlock: Int? = nil, shift: Double = 0
    ) {
        self.design = design
        self.photo = photo
        self.source = source
        self.frame = frame
        self.area = area
        self.scrims = scrims
        self.shiftedBlock = shiftedBlock
        self.shift = shift
    }

    /// The opacity a black veil needs for white words over it to reach `contrast` against a
    /// pixel of relative luminance `peak` (0 to 1) (`PageTheme.coverInk`): none for a pixel dark enough already.
    /// Blending happens on sRGB values (as browsers and PDF viewers blend), so the veil scales
    /// the pixel's sRGB value; the pixel is taken as grey of its luminance.
    public static func opacity(over peak: Double) -> Double {
        let wanted = 1.05 / contrast - 0.05  // the brightest luminance white still reaches `contrast` on
        guard peak > wanted else { return 0 }
        return min(max(1 - SRGB.encoded(wanted) / SRGB.encoded(peak), 0), 1)
    }

    /// The brightest relative luminance of the photo where it is drawn under `rect` (page
    /// coordinates); 1 (white) when its tone was not measured.
    func peak(under rect: TypesetPage.Rect) -> Double {
        guard let tone = photo.tone, frame.width > 0, frame.height > 0 else { return 1 }
        return tone.peak(
            left: (rect.x - frame.x) / frame.width, top: (rect.y - frame.y) / frame.height,
            right: (rect.x + rect.width - frame.x) / frame.width,
            bottom: (rect.y + rect.height - frame.y) / frame.height)
    }
}
