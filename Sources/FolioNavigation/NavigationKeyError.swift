/// A word in a key sequence that is not one of the keys of docs/navigation.md.
public struct NavigationKeyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The word.
    public var word: String

    /// Creates the error.
    public init(word: String) {
        self.word = word
    }

    /// A message listing the keys.
    public var description: String {
        let known = NavigationKey.allCases.map(\.rawValue).joined(separator: " ")
        return "'\(word)' is not a navigation key; the keys are: \(known)"
    }
}
