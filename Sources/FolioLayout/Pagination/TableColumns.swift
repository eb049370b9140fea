/// How a table's width is shared among its columns: each column's text width (padding not
/// included), from what its cells need. The table always takes the full width it is given.
///
/// - When every cell fits on one line, each column gets its widest line and the room left
///   over is shared in proportion to those widths.
/// - Otherwise a column whose cells fit on one line in an equal share of the width gets that
///   line (a column of short words or numbers never wraps beside a column of sentences); the
///   others get at least their longest word, and the rest is shared in proportion to what each
///   would need beyond that to set its cells on one line (as the browser's automatic table
///   layout shares it).
/// - When even the longest words do not fit, the columns share the width in proportion to
///   their longest words, and a word wider than its column breaks where it must, as running
///   text does in a narrow column.
enum TableColumns {
    /// The text widths of the columns, their natural (one-line) and minimum (longest-word)
    /// widths given, sharing `available`.
    static func widths(natural: [Double], minimum: [Double], available: Double) -> [Double] {
        let count = natural.count
        guard count > 0 else { return [] }
        let available = max(available, 0)
        let minimum = zip(minimum, natural).map { min($0, $1) }
        let naturalSum = natural.reduce(0, +)
        if naturalSum <= available {
            guard naturalSum > 0 else { return Array(repeating: available / Double(count), count: count) }
            return natural.map { $0 + (available - naturalSum) * $0 / naturalSum }
        }
        let minimumSum = minimum.reduce(0, +)
        if minimumSum <= available {
            let share = available / Double(count)
            let narrow = natural.map { $0 <= share }
            let kept = zip(natural, narrow).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
            let floor = zip(natural, minimum).map { $0 <= share ? $0 : $1 }
            let floorSum = floor.reduce(0, +)
            let stretch = zip(natural, floor).map { $0 - $1 }
            let stretchSum = stretch.reduce(0, +)
            if kept > 0, floorSum <= available, stretchSum > 0 {
                return zip(floor, stretch).map { $0 + (available - floorSum) * ($1 / stretchSum) }
            }
            let plainStretch = zip(natural, minimum).map { $0 - $1 }
            let plainSum = plainStretch.reduce(0, +)
            return zip(minimum, plainStretch).map { $0 + (available - minimumSum) * ($1 / max(plainSum, 1e-9)) }
        }
        guard minimumSum > 0 else { return Array(repeating: available / Double(count), count: count) }
        return minimum.map { available * $0 / minimumSum }
    }
}
