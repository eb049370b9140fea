/// The sources and sinks a `folio` executable knows. The stock executable registers the
/// built-in plugins; a third party's executable can register more before running the CLI.
public struct PluginRegistry: Sendable {
    /// The sources, asked in this order whether they claim a file.
    public private(set) var sources: [any ContentSource]
    /// The sinks, by name.
    public private(set) var sinks: [any Sink]

    /// Creates a registry.
    public init(sources: [any ContentSource] = [], sinks: [any Sink] = []) {
        self.sources = []
        self.sinks = []
        for source in sources { register(source) }
        for sink in sinks { register(sink) }
    }

    /// Adds a source; a source with the same name replaces the earlier one.
    public mutating func register(_ source: any ContentSource) {
        sources.removeAll { $0.name == source.name }
        sources.append(source)
    }

    /// Adds a sink; a sink with the same name replaces the earlier one.
    public mutating func register(_ sink: any Sink) {
        sinks.removeAll { $0.name == sink.name }
        sinks.append(sink)
    }

    /// The sink called `name`, if registered.
    public func sink(named name: String) -> (any Sink)? {
        sinks.first { $0.name == name }
    }

    /// The first source that claims `file`.
    public func source(for file: ContentFile) -> (any ContentSource)? {
        sources.first { $0.claims(file) }
    }
}
