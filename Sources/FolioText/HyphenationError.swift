/// No hyphenation dictionary for a language: says which Debian package provides one.
public struct HyphenationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The language asked for (BCP 47).
    public let language: String
    /// The files looked for.
    public let searched: [String]
    /// The Debian package that provides the dictionary ("hyphen-de").
    public let package: String

    public var description: String {
        "no hyphenation dictionary for \(language) (looked for \(searched.joined(separator: ", "))); "
            + "install the Debian package \(package)"
    }
}
