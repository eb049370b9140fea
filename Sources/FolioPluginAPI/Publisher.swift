import Foundation

/// A plugin that writes an issue as files: `folio build` runs every publisher that publishes
/// by default, or those `--sink NAME` names.
///
/// Publishers never re-read the content folder and never re-decide navigation: everything
/// they need is in the `Publication`, including the navigation rules' export.
public protocol Publisher: Sendable {
    /// A short lowercase name (`html`, `json`, `sitemap`), used with `folio build --sink NAME`.
    var name: String { get }
    /// One line on what it makes.
    var summary: String { get }
    /// Whether `folio build` runs it when no `--sink` is named (true unless it says otherwise).
    var publishesByDefault: Bool { get }
    /// The page geometries (by name in the issue's set) whose frames it draws
    /// (`Publication.typesetPages(ofArticle:in:)`): the build keeps those geometries' lines from
    /// its one pagination, so their frames are made without laying an article out again. None
    /// unless it says otherwise; frames of any other geometry are still made on demand, each
    /// article laid out again when asked.
    func framedGeometries(for issue: Issue) -> Set<String>
    /// Writes the publication into `folder`: a fresh staging folder that the pipeline renames
    /// into place only when this returns, so a publisher need not clean up on failure.
    func publish(_ publication: Publication, to folder: URL) throws
}

extension Publisher {
    /// A publisher runs in every `folio build` unless it says otherwise.
    public var publishesByDefault: Bool { true }
    /// A publisher draws no frames unless it says otherwise.
    public func framedGeometries(for issue: Issue) -> Set<String> { [] }
}
