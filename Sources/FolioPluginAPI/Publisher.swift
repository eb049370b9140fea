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
    /// Whether it reads the block fragments of its publication's pages (`Page.blocks`; true
    /// unless it says otherwise). The build's own pages keep only the blocks that hold a photo
    /// (their placements, regions and line breaks say what of the article each page shows, in a
    /// fraction of the memory); for a publisher that reads blocks, the build lays the issue out
    /// again with every page's fragments before calling it.
    var readsPageBlocks: Bool { get }
    /// Writes the publication into `folder`: a fresh staging folder that the pipeline renames
    /// into place only when this returns, so a publisher need not clean up on failure.
    func publish(_ publication: Publication, to folder: URL) throws
}

extension Publisher {
    /// A publisher runs in every `folio build` unless it says otherwise.
    public var publishesByDefault: Bool { true }
    /// A publisher reads its pages' blocks unless it says otherwise.
    public var readsPageBlocks: Bool { true }
}
