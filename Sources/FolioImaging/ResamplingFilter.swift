/// For each target sample of one axis, the source samples it covers and by how much, in flat
/// arrays: the area-averaging filter of `ImageResizer` and `AreaResampler`.
struct ResamplingFilter: Sendable {
    /// The source sample of each tap, taps of target 0 first.
    private(set) var sources: [Int] = []
    /// The weight of each tap.
    private(set) var weights: [Double] = []
    /// Where each target's taps start in `sources` and `weights`; one more entry at the end.
    private(set) var starts: [Int] = [0]
    /// The sum of each target's weights, added in tap order.
    private(set) var totals: [Double] = []

    /// The filter from `count` source samples to `target` samples. Shrinking averages the
    /// covered area; enlarging (which Folio avoids) takes the nearest sample.
    init(from count: Int, to target: Int) {
        let scale = Double(count) / Double(target)
        for index in 0..<target {
            var total = 0.0
            if scale <= 1 {
                add(min(count - 1, Int(Double(index) * scale)), weight: 1, total: &total)
            } else {
                let start = Double(index) * scale
                let end = start + scale
                var position = Int(start)
                while Double(position) < end && position < count {
                    let overlap = min(end, Double(position + 1)) - max(start, Double(position))
                    if overlap > 1e-9 { add(position, weight: overlap, total: &total) }
                    position += 1
                }
            }
            starts.append(sources.count)
            totals.append(total)
        }
    }

    private mutating func add(_ source: Int, weight: Double, total: inout Double) {
        sources.append(source)
        weights.append(weight)
        total += weight
    }

    /// The number of target samples.
    var targetCount: Int { totals.count }

    /// The taps of target sample `index`, as indices into `sources` and `weights`.
    func taps(of index: Int) -> Range<Int> {
        starts[index]..<starts[index + 1]
    }
}
