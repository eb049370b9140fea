import FolioModel

extension FolioError {
    /// Creates an error for one of the pipeline's named steps.
    public init(step: PipelineStep, diagnostics: [Diagnostic]) {
        self.init(step: step.description, diagnostics: diagnostics)
    }

    /// Creates an error for one of the pipeline's named steps from one message.
    public init(step: PipelineStep, _ message: String, at location: SourceLocation? = nil) {
        self.init(step: step.description, diagnostics: [.error(message, at: location)])
    }
}
