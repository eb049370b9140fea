/// The sources, publishers and previewers a `folio` executable knows. The stock executable
/// registers the built-in plugins; a third party's executable can register more before
/// running the CLI (`FolioCLI.main(registry:)`).
public struct PluginRegistry: Sendable {
    /// The sources, asked in this order whether they claim a file.
    public private(set) var sources: [any ContentSource]
    /// The publishers, in the order `folio build` runs them.
    public private(set) var publishers: [any Publisher]
    /// The previewers; `folio preview` runs the first.
    public private(set) var previewers: [any Previewer]
    /// What draws a typeset page into pixels (the shelf's drawn covers), if anything does.
    public var rasterizer: (any PageRasterizer)?

    /// Creates a registry.
    public init(
        sources: [any ContentSource] = [], publishers: [any Publisher] = [], previewers: [any Previewer] = [],
        rasterizer: (any PageRasterizer)? = nil
    ) {
        self.sources = []
        self.publishers = []
        self.previewers = []
        self.rasterizer = rasterizer
        for source in sources { register(source) }
        for publisher in publishers { register(publisher) }
        for previewer in previewers { register(previewer) }
    }

    /// Adds a source; a source with the same name replaces the earlier one.
    public mutating func register(_ source: any ContentSource) {
        sources.removeAll { $0.name == source.name }
        sources.append(source)
    }

    /// Adds a publisher; a publisher with the same name replaces the earlier one.
    public mutating func register(_ publisher: any Publisher) {
        publishers.removeAll { $0.name == publisher.name }
        publishers.append(publisher)
    }

    /// Adds a previewer; a previewer with the same name replaces the earlier one.
    public mutating func register(_ previewer: any Previewer) {
        previewers.removeAll { $0.name == previewer.name }
        previewers.append(previewer)
    }

    /// The publisher called `name`, if registered.
    public func publisher(named name: String) -> (any Publisher)? {
        publishers.first { $0.name == name }
    }

    /// The previewer called `name`, if registered.
    public func previewer(named name: String) -> (any Previewer)? {
        previewers.first { $0.name == name }
    }

    /// The first source that claims `file`.
    public func source(for file: ContentFile) -> (any ContentSource)? {
        sources.first { $0.claims(file) }
    }
}
