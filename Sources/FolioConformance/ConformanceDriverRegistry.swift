/// The conformance drivers a `folio conformance --sink NAME` can use, by name.
///
/// The kit knows only `core`; whoever links a sink's module adds its driver with one
/// `register` call (or one `adding` in an expression), so the runner never depends on sinks.
public struct ConformanceDriverRegistry: Sendable {
    /// Makes a fresh driver.
    public typealias Factory = @Sendable () -> any ConformanceDriver

    private var factories: [String: Factory]
    /// Sinks whose driver another executable links, by name: the executable's name.
    private var elsewhere: [String: String] = [:]

    /// A registry with the given drivers.
    public init(_ factories: [String: Factory] = [:]) {
        self.factories = factories
    }

    /// The drivers the conformance kit itself provides: `core`, the rules engine.
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

    /// This registry naming the executable that plays sink `name` (whose driver is not linked
    /// here, as the browser-driving HTML driver is not in the stock `folio`), so that asking for
    /// it says where to go rather than that it is unknown.
    package func playedElsewhere(_ name: String, by executable: String) -> ConformanceDriverRegistry {
        var registry = self
        registry.elsewhere[name] = executable
        return registry
    }

    /// The executable that plays sink `name`, when this registry names one.
    package func executable(playing name: String) -> String? {
        elsewhere[name]
    }

    /// A new driver called `name`.
    ///
    /// - Throws: `ConformanceDriverRegistryError.elsewhere` naming the executable that plays
    ///   it, or `.unknown` listing the known names.
    package func driver(named name: String) throws(ConformanceDriverRegistryError) -> any ConformanceDriver {
        if let factory = factories[name] { return factory() }
        if let executable = elsewhere[name] { throw .elsewhere(name, executable: executable) }
        throw .unknown(name, known: names)
    }
}
