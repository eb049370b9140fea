/// A conformance driver name that is not registered.
public enum ConformanceDriverRegistryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No driver has this name; `known` lists those that do.
    case unknown(String, known: [String])

    /// A message listing the known drivers.
    public var description: String {
        switch self {
        case .unknown(let name, let known):
            "no conformance sink named '\(name)'; known sinks: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
        }
    }
}
