import FolioLayout
import FolioModel
import FolioPluginAPI

/// What the link step leaves in the build's state: the table every article's links are
/// resolved against (the files read later, `BuildState.loadCached`, too), which files have
/// links, and the record the save cache step keeps for the next build.
package struct IssueLinkState: Sendable {
    /// The issue's articles as links find them.
    package var links: IssueLinks
    /// The claims (files) with links to resolve.
    var claimsWithLinks: Set<Int>
    /// What the next build starts from.
    var record: LinksRecord
    /// `IssueLinks.fingerprintWithAnchors`, made once.
    var anchoredFingerprint: String

    /// What an `IncrementalPublisher`'s file of an article of `claim` depends on beyond the file:
    /// the table and the headings' anchors, when the file has links.
    func articleFileKey(claim: Int) -> String {
        claimsWithLinks.contains(claim) ? anchoredFingerprint : ""
    }

    /// The articles of `files` (freshly read, by claim) with their links resolved.
    func resolve(_ files: inout [Int: [(article: Article, pages: ArticlePages)]], in state: BuildState) {
        for (claim, articles) in files where claim != BuildEntry.coverClaim {
            let file = state.scan.claims[claim].file
            files[claim] = articles.enumerated().map { position, pair in
                let target = state.linkTarget(claim: claim, position: position, article: pair.article)
                return (links.resolving(pair.article, from: target, file: file).0, pair.pages)
            }
        }
    }
}

extension BuildState {
    /// The table entry of the article at `position` of the file of `claim`: its issue id
    /// (unique) from the entries, else the article's own.
    func linkTarget(claim: Int, position: Int, article: Article) -> LinkTarget {
        let id = entries.first { $0.claim == claim && $0.position == position }?.id ?? article.id
        return LinkTarget(id: id, sourcePath: article.sourcePath)
    }
}
