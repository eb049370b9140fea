/// A conformance driver name that is not registered.
package enum ConformanceDriverRegistryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No driver has this name; `known` lists those that do.
    case unknown(String, known: [String])
    /// This executable does not link the sink's driver; `executable` does.
    case elsewhere(String, executable: String)

    /// A message listing the known drivers, or naming the executable to run.
    package var description: String {
        switch self {
        case .unknown(let name, let known):
            "no conformance sink named '\(name)'; known sinks: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
        case .elsewhere(let name, let executable):
            "the \(name) sink is checked by another executable: run `\(executable) conformance ... --sink \(name)` "
                + "(swift build -c release --product \(executable))"
        }
    }
}
