/// A word in a key sequence that is not one of the keys of docs/navigation.md.
package struct NavigationKeyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The word.
    package var word: String

    /// Creates the error.
    package init(word: String) {
        self.word = word
    }

    /// A message listing the keys.
    package var description: String {
        let known = NavigationKey.allCases.map(\.rawValue).joined(separator: " ")
        return "'\(word)' is not a navigation key; the keys are: \(known)"
    }
}
