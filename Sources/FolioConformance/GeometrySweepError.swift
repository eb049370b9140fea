/// A geometry name that the synthetic issue's set does not have.
package enum GeometrySweepError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No geometry has this name; `known` lists the names that may be given.
    case unknownGeometry(String, known: [String])

    /// A message listing the names.
    package var description: String {
        switch self {
        case .unknownGeometry(let name, let known):
            "no page geometry named '\(name)'; give one of: \(known.joined(separator: ", "))"
        }
    }
}
