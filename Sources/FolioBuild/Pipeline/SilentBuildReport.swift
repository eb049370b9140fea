import FolioModel

/// A build report that shows nothing.
package final class SilentBuildReport: BuildReport {
    /// A report that shows nothing.
    package init() {}

    package func willRun(_ step: PipelineStep, _ context: BuildContext) {}

    package func ended(_ context: BuildContext, failure: FolioError?) {}
}
