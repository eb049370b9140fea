import FolioPluginAPI

/// The order a line's runs are read in. The frames give a line's runs left to right on the
/// page (visual order, as the bidi algorithm left them); a page's text must come in reading
/// order, so that a screen reader and copying read it as written. Reordering runs by the bidi
/// algorithm's rule L2 reverses each sequence at a level and above; done again, it gives back
/// the logical order: in a left-to-right line, each sequence of right-to-left runs is reversed;
/// in a right-to-left line, the whole line, then each sequence of left-to-right runs in it.
enum ReadingOrder {
    /// The indices of `runs` in reading order, in a line of `direction`.
    static func runs(_ runs: [TypesetLine.Run], direction: WritingDirection) -> [Int] {
        var order = Array(runs.indices)
        if direction == .rightToLeft { order.reverse() }
        let embedded = direction == .rightToLeft ? false : true
        var start = 0
        while start < order.count {
            guard runs[order[start]].isRightToLeft == embedded else {
                start += 1
                continue
            }
            var end = start
            while end + 1 < order.count, runs[order[end + 1]].isRightToLeft == embedded { end += 1 }
            order[start...end].reverse()
            start = end + 1
        }
        return order
    }
}
