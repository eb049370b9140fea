/// No installed face covers a script's text: says which script and which Debian package
/// provides a face for it.
public struct FontNotFound: Error, Sendable, Hashable, CustomStringConvertible {
    /// The script with no face.
    public let script: Script
    /// The script's English name.
    public let scriptName: String
    /// The Debian package that provides a face.
    public let package: String

    public var description: String {
        "no installed font covers the \(scriptName) script (\(script.tag)); install the Debian package \(package)"
    }
}
