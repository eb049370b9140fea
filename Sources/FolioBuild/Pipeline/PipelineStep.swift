import FolioModel
import FolioPluginAPI

/// One step of the pipeline: a name (what progress, `--verbose` and errors say) and what it
/// does to the build's context. Every command runs a list of them through `StepRunner`
/// (`Pipeline` makes the lists):
///
/// - `scan`: open the content folder, read `issue.yaml`, decide which source reads each file.
/// - `load`: the sources read the files that changed since the last build (the build cache,
///   when there is one, gives the others' digests).
/// - `order`: the articles in strip order, ids made unique, files not used listed.
/// - `paginate`: the articles just read are laid out in the page geometry (`folio
///   paginate` lays them out for what it measures; the preview paginates for its screen).
/// - `check`: an issue with errors (or warnings, under `--strict`) stops here, having written
///   nothing.
/// - `prepare assets`: every photo's renditions and thumbnail, from the cache when rendered before.
/// - `publish NAME`: a publisher writes its output.
/// - `save cache`: the build is recorded for the next one.
///
/// A step that needs the articles of files the cache gave without reading them asks the
/// context (`BuildContext.loadCached`), which books that time as `load cached`.
package struct PipelineStep: Step {
    /// What progress, timings and errors call the step.
    package var name: String
    /// What the step does.
    package var run: @Sendable (inout BuildContext) async throws(FolioError) -> Void

    /// A step called `name` that does `run`.
    package init(_ name: String, run: @escaping @Sendable (inout BuildContext) async throws(FolioError) -> Void) {
        self.name = name
        self.run = run
    }
}

extension PipelineStep {
    /// The name of the gate between reading and publishing (`PipelineStep.check`): an error
    /// from it means the issue's own diagnostics stopped the build.
    package static let checkName = "check"

    /// The name the context books re-reading cached files under.
    package static let loadCachedName = "load cached"

    /// The name of the step that publishes with `publisher`.
    package static func publishName(_ publisher: String) -> String { "publish \(publisher)" }
}
