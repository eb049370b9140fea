/// A slicer (`InlineSlicer`, `TextSlicer`) made the first time a block is cut and kept for its
/// later cuts: most blocks fit on their page whole and are never sliced, so preparing every
/// one (a pass over its text, per geometry) would be wasted. A laid-out node holds one when its
/// pages keep their blocks (`BlockLayouter.preparesSlicers`); it stays on the paginator's thread.
///
/// The slicer, once made, lives in memory this object allocates and frees in `deinit`: an
/// `Optional<Slicer>` stored property would make every one of the millions of nodes an issue
/// lays out look up that optional's generic metadata when it is freed.
final class SlicerOnDemand<Slicer> {
    private var make: (() -> Slicer)?
    private var made: UnsafeMutablePointer<Slicer>?

    /// A slicer that `make` prepares on first use.
    init(_ make: @escaping () -> Slicer) {
        self.make = make
    }

    deinit {
        made?.deinitialize(count: 1)
        made?.deallocate()
    }

    /// The slicer, prepared now if it was not yet.
    var slicer: Slicer {
        if let made { return made.pointee }
        guard let make else { preconditionFailure("a slicer is either made or still to make") }
        let stored = UnsafeMutablePointer<Slicer>.allocate(capacity: 1)
        stored.initialize(to: make())
        made = stored
        self.make = nil
        return stored.pointee
    }
}
