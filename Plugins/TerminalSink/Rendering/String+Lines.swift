extension String.UnicodeScalarView {
    /// The scalars of `range` as a string, clamped to the view.
    func sliced(_ range: Range<Int>) -> String {
        let lower = Swift.min(Swift.max(range.lowerBound, 0), count)
        let upper = Swift.min(Swift.max(range.upperBound, lower), count)
        let from = index(startIndex, offsetBy: lower)
        let to = index(from, offsetBy: upper - lower)
        return String(self[from..<to])
    }
}

extension String {
    /// The string with each tab replaced by `width` spaces (the cell measure's tab advance).
    func replacingTabs(with width: Int) -> String {
        contains("\t") ? replacingOccurrences(of: "\t", with: String(repeating: " ", count: width)) : self
    }
}
