import FolioPluginAPI

/// A problem found while reading or decoding a property list, before it is tied to a file.
///
/// Readers and the parks decoder work on bytes and values, not on content files; the source
/// turns their problems into diagnostics once it knows which file they came from.
struct PlistProblem: Error, Sendable, Equatable {
    /// How serious the problem is.
    var severity: Diagnostic.Severity
    /// A sentence a person can act on.
    var message: String
    /// Where the problem is, when known.
    var location: PlistLocation?

    /// An error at `location`.
    static func error(_ message: String, at location: PlistLocation?) -> PlistProblem {
        PlistProblem(severity: .error, message: message, location: location)
    }

    /// A warning at `location`.
    static func warning(_ message: String, at location: PlistLocation?) -> PlistProblem {
        PlistProblem(severity: .warning, message: message, location: location)
    }

    /// The problem as a diagnostic in `file`; binary offsets are named in the message.
    func diagnostic(in file: ContentFile) -> Diagnostic {
        Diagnostic(
            severity,
            message + (location?.messageSuffix ?? ""),
            at: location?.sourceLocation(in: file) ?? file.location())
    }
}
