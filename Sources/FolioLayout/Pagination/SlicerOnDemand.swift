/// A slicer (`InlineSlicer`, `TextSlicer`) made the first time a block is cut and kept for its
/// later cuts: most blocks fit on their page whole and are never sliced, so preparing every
/// one (a pass over its text, per geometry) would be wasted. A laid-out node holds one; it
/// stays on the paginator's thread.
final class SlicerOnDemand<Slicer> {
    private var make: (() -> Slicer)?
    private var made: Slicer?

    /// A slicer that `make` prepares on first use.
    init(_ make: @escaping () -> Slicer) {
        self.make = make
    }

    /// The slicer, prepared now if it was not yet.
    var slicer: Slicer {
        if let made { return made }
        guard let make else { preconditionFailure("a slicer is either made or still to make") }
        let slicer = make()
        made = slicer
        self.make = nil
        return slicer
    }
}
