/// No installed face covers a script's text: says which script and which Debian package
/// provides a face for it.
public struct FontNotFound: Error, Sendable, Hashable, CustomStringConvertible {
    /// The script with no face.
    public let script: Script
    /// The script's English name.
    public let scriptName: String
    /// The Debian package that provides a face.
    public let package: String
    /// The characters of the text that no face draws, when they were counted (empty
    /// when the whole script was asked for).
    public var characters = ""

    public var description: String {
        let which = characters.isEmpty ? "" : " (\(characters.map { String($0) }.joined(separator: " ")))"
        return
            "no installed font covers the \(scriptName) script (\(script.tag))\(which); install the Debian package \(package)"
    }
}
