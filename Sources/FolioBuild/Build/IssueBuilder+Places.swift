import FolioFormats
import FolioPluginAPI

extension IssueBuilder {
    /// The places of the articles in `state` whose files are loaded — those this build read
    /// because they changed, or, with `everything`, all of them (reading the files the build
    /// took from its cache) — by their id in the issue.
    public func places(_ state: inout BuildState, everything: Bool) -> [String: ArticlePlaces] {
        if everything { load(claims: Set(state.entries.map(\.claim)), into: &state) }
        var places: [String: ArticlePlaces] = [:]
        for entry in state.entries where state.loaded[entry.claim] != nil {
            let pair = state.article(entry)
            places[entry.id] = ArticlePlaces(blocks: pair.article.blocks, pages: pair.pages)
        }
        return places
    }
}
