/// The named steps every issue goes through, in order, whichever command runs them: `folio
/// build`, `serve`, `paginate`, `preview` (and `preview --watch`) and `conformance`'s bundles.
/// Their names are what progress output, `--verbose` timings and errors say
/// (`steps: scan 0.01 s · load 0.12 s · ...`, `publish json: error: ...`).
///
/// - `scan`: open the content folder, read `issue.yaml`, decide which source reads each file.
/// - `load`: the sources read the files that changed since the last build (the build cache,
///   when there is one, gives the others' digests).
/// - `order`: the articles in strip order, ids made unique, files not used listed.
/// - `paginate`: the articles just read are laid out in the page geometry (the
///   preview paginates for the terminal, lazily, and `folio paginate` for what it measures).
/// - `prepare assets`: every photo's renditions and thumbnail, from the cache when rendered before.
/// - `publish NAME`: each sink writes its output; `save cache` records the build for the next.
public enum PipelineStep: Sendable, Hashable, CustomStringConvertible {
    case scan
    case load
    case order
    case paginate
    case prepareAssets
    case publish(sink: String)
    case saveCache

    /// The step's name, as progress, timings and errors print it.
    public var description: String {
        switch self {
        case .scan: "scan"
        case .load: "load"
        case .order: "order"
        case .paginate: "paginate"
        case .prepareAssets: "prepare assets"
        case .publish(let sink): "publish \(sink)"
        case .saveCache: "save cache"
        }
    }
}
