import Foundation

/// A sink plugin: it receives the finished issue and writes or shows it.
///
/// Sinks never re-read the content folder and never re-decide navigation: everything they
/// need is in the `Publication`, including the navigation rules' export.
public protocol Sink: Sendable {
    /// A short lowercase name (`html`, `json`), used with `folio build --sink NAME`.
    var name: String { get }
    /// One line on what the sink makes.
    var summary: String { get }
    /// Whether `folio build` runs this sink when no `--sink` is given (a sink that writes a
    /// folder does; an interactive preview does not).
    var publishes: Bool { get }
    /// Writes the publication into `folder`. The pipeline hands a fresh staging folder and
    /// renames it into place only when this returns, so a sink need not clean up on failure.
    func publish(_ publication: Publication, to folder: URL) throws
}
