/// How a preview ended, for the command line to print and turn into an exit status.
public enum PreviewStatus: Sendable, Equatable {
    /// The interactive preview ended: 0 when the reader quit, 128 + the signal's number when
    /// a signal ended it.
    case quit(exitCode: Int32)
    /// What a `dump` request shows after its keys.
    case dumped(PreviewSnapshot)
    /// How fast a `timings` request's keys became frames.
    case timed(KeyTimings)
}
