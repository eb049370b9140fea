import Foundation

/// The whole pipeline behind `folio build`: load, paginate, publish to each sink.
public struct BuildPipeline: Sendable {
    /// The plugins to use.
    public var registry: PluginRegistry

    /// Creates a pipeline.
    public init(registry: PluginRegistry) {
        self.registry = registry
    }

    /// Lays out a loaded issue for its page geometry.
    public func paginate(_ loaded: LoadedIssue) -> Publication {
        let paginator = Paginator.standard(for: loaded.issue.settings.page)
        return Publication(issue: loaded.issue, layout: paginator.layout(loaded.issue), folder: loaded.folder)
    }

    /// Runs the asset stage for a publication, caching rendered files in `cache`.
    public func prepareAssets(_ publication: Publication, cache: URL) async throws(FolioError) -> Publication {
        var publication = publication
        publication.assets = try await AssetStage().prepare(publication.issue, folder: publication.folder, cache: cache)
        return publication
    }

    /// Publishes to each sink into its folder. Each sink's folder is replaced atomically, so a
    /// sink that fails leaves its previous output intact.
    public func publish(_ publication: Publication, to targets: [(sink: any Sink, folder: URL)]) throws(FolioError) {
        for (sink, folder) in targets {
            try AtomicFolder.replace(folder, step: "Publish \(sink.name)") { staging in
                try sink.publish(publication, to: staging)
            }
        }
    }
}
