/// The conformance drivers a `folio conformance --sink NAME` can use, by name.
///
/// FolioCore knows only `core`; whoever links a sink's module adds its driver with one
/// `register` call (or one `adding` in an expression), so the runner never depends on sinks.
public struct ConformanceDriverRegistry: Sendable {
    /// Makes a fresh driver.
    public typealias Factory = @Sendable () -> any ConformanceDriver

    private var factories: [String: Factory]

    /// A registry with the given drivers.
    public init(_ factories: [String: Factory] = [:]) {
        self.factories = factories
    }

    /// The drivers FolioCore itself provides: `core`, the rules engine.
    public static let standard = ConformanceDriverRegistry(["core": { CoreConformanceDriver() }])

    /// The registered names, sorted.
    public var names: [String] { factories.keys.sorted() }

    /// Adds a driver; a driver with the same name replaces the earlier one.
    public mutating func register(_ name: String, _ factory: @escaping Factory) {
        factories[name] = factory
    }

    /// This registry with one more driver.
    public func adding(_ name: String, _ factory: @escaping Factory) -> ConformanceDriverRegistry {
        var registry = self
        registry.register(name, factory)
        return registry
    }

    /// A new driver called `name`.
    ///
    /// - Throws: `ConformanceDriverRegistryError.unknown` listing the known names.
    public func driver(named name: String) throws(ConformanceDriverRegistryError) -> any ConformanceDriver {
        guard let factory = factories[name] else { throw .unknown(name, known: names) }
        return factory()
    }
}
