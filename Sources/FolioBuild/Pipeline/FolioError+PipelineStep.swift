import FolioModel

extension FolioError {
    /// Creates an error for one of the pipeline's steps.
    package init(step: PipelineStep, diagnostics: [Diagnostic]) {
        self.init(step: step.name, diagnostics: diagnostics)
    }

    /// Creates an error for one of the pipeline's steps from one message.
    package init(step: PipelineStep, _ message: String, at location: SourceLocation? = nil) {
        self.init(step: step.name, diagnostics: [.error(message, at: location)])
    }
}
