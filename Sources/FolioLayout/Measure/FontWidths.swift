/// The advance widths of one font for the code points `FontWidthTable.ranges` covers.
struct FontWidths: Sendable {
    /// The font's design units per em.
    let unitsPerEm: Int
    /// The advance, in font units, for any code point outside the table.
    let fallback: Int
    /// The advances of every code point of every range, ranges concatenated.
    let widths: [UInt16]

    /// The advance of `scalar` in font units.
    func units(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        var base = 0
        for range in FontWidthTable.ranges {
            if value < range.lowerBound { return fallback }
            if value <= range.upperBound {
                return Int(widths[base + Int(value - range.lowerBound)])
            }
            base += range.count
        }
        return fallback
    }
}
