import FolioFormats
import FolioPluginAPI

extension BuildState {
    /// The places of the articles whose files are loaded — those this build read because they
    /// changed, or every article after `PipelineStep.loadEverything` — by their id in the issue.
    package var places: [String: ArticlePlaces] {
        var places: [String: ArticlePlaces] = [:]
        for entry in entries where loaded[entry.claim] != nil {
            let pair = article(entry)
            places[entry.id] = ArticlePlaces(blocks: pair.article.blocks, pages: pair.pages)
        }
        return places
    }
}
