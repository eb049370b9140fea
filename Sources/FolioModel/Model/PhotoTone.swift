/// How bright a photo is where: the brightest relative luminance (WCAG 2) of each cell of a
/// grid laid over it, so that words set over a part of it can be given a scrim that keeps
/// them legible against its brightest pixel, not its average.
///
/// The build measures it from the photo's pixels (`PhotoToneMeter`); a photo it has not
/// measured has none, and words over it get the scrim a white photo would need.
public struct PhotoTone: Sendable, Equatable, Hashable, Decodable {
    /// Cells across.
    public var columns: Int
    /// Cells down.
    public var rows: Int
    /// Each cell's brightest relative luminance, 0 (black) to 255 (white), row by row from the
    /// top left, rounded up.
    public var peaks: [UInt8]

    /// Creates a tone; `peaks` holds `columns × rows` values.
    public init(columns: Int, rows: Int, peaks: [UInt8]) {
        precondition(columns > 0 && rows > 0 && peaks.count == columns * rows, "a tone has a peak per cell")
        self.columns = columns
        self.rows = rows
        self.peaks = peaks
    }

    /// The brightest relative luminance (0 to 1) in the part of the photo from `left` to
    /// `right` and `top` to `bottom`, as shares of its width and height; every cell the part
    /// touches counts. 0 for a part outside the photo.
    public func peak(left: Double, top: Double, right: Double, bottom: Double) -> Double {
        let first = max(Int((left * Double(columns)).rounded(.down)), 0)
        let last = min(Int((right * Double(columns)).rounded(.up)), columns) - 1
        let firstRow = max(Int((top * Double(rows)).rounded(.down)), 0)
        let lastRow = min(Int((bottom * Double(rows)).rounded(.up)), rows) - 1
        guard first <= last, firstRow <= lastRow else { return 0 }
        var brightest: UInt8 = 0
        for row in firstRow...lastRow {
            for column in first...last { brightest = max(brightest, peaks[row * columns + column]) }
        }
        return Double(brightest) / 255
    }
}
