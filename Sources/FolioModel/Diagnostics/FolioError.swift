/// An error that stops a pipeline step, carrying the diagnostics that explain it.
public struct FolioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The pipeline step that failed (`scan`, `publish html`, ...: `PipelineStep`).
    public var step: String
    /// What went wrong, located where possible.
    public var diagnostics: [Diagnostic]

    /// Creates an error for a step.
    public init(step: String, diagnostics: [Diagnostic]) {
        self.step = step
        self.diagnostics = diagnostics
    }

    /// Creates an error for a step from one message.
    public init(step: String, _ message: String, at location: SourceLocation? = nil) {
        self.init(step: step, diagnostics: [.error(message, at: location)])
    }

    /// Every diagnostic on its own line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
