import FolioModel
import FolioPluginAPI

/// The lists of steps the commands run, each through `StepRunner`.
package enum Pipeline {
    /// `folio preview` and each of `preview --watch`'s reloads: the issue read, every file,
    /// nothing paginated (the preview lays pages out for its screen) and nothing recorded.
    package static let reading: [PipelineStep] = [.scan, .load, .order, .links]

    /// The first part of `folio build` and of each of `folio serve`'s builds: read (only what
    /// changed, with a cache), in order, the issue's fonts found, paginated in the issue's page
    /// geometries.
    package static let loading: [PipelineStep] = reading + [.fonts, .paginate]

    /// The rest of a build: the photos' files (when anything is published), each publisher
    /// into its folder, and the cache saved.
    package static func publishing(_ targets: [PublishTarget]) -> [PipelineStep] {
        publishingBeforeSaving(targets) + [.saveCache]
    }

    /// `publishing` but for saving the cache.
    static func publishingBeforeSaving(_ targets: [PublishTarget]) -> [PipelineStep] {
        (targets.isEmpty ? [] : [.prepareAssets]) + targets.map(PipelineStep.publish)
    }

    /// The whole list of `folio build` and of each of `folio serve`'s builds: `loading`, the
    /// gate (`PipelineStep.check`: an issue with errors, or under `strict` with warnings,
    /// publishes nothing), then `publishing`. A serve build that needs every article's places
    /// adds `PipelineStep.loadEverything` after it.
    package static func build(_ targets: [PublishTarget], strict: Bool = false) -> [PipelineStep] {
        buildBeforeSaving(targets, strict: strict) + [.saveCache]
    }

    /// `build` but for its last step, `PipelineStep.saveCache`: what `folio serve` runs before it
    /// tells the open pages of a new bundle, the cache being saved after.
    package static func buildBeforeSaving(_ targets: [PublishTarget], strict: Bool = false) -> [PipelineStep] {
        loading + [.check(strict: strict)] + publishingBeforeSaving(targets)
    }
}

extension PipelineStep {
    /// Opens the content folder and decides which source reads each file.
    package static let scan = PipelineStep("scan") { context throws(FolioError) in
        context.scan = try context.builder.scan(folderAt: context.path)
    }

    /// Reads the files that changed since the last build (every file without a cache).
    package static let load = PipelineStep("load") { context throws(FolioError) in
        guard let scan = context.scan else { preconditionFailure("load runs after scan") }
        context.reading = try context.builder.read(scan)
    }

    /// Puts the articles in strip order.
    package static let order = PipelineStep("order") { context throws(FolioError) in
        guard let scan = context.scan, let reading = context.reading else {
            preconditionFailure("order runs after load")
        }
        context.built = context.builder.order(scan, reading)
        context.reading = nil
    }

    /// Finds the issue's fonts: the author's font files, a face for every script of its text
    /// (`BuildState.findFonts`).
    package static let fonts = PipelineStep("fonts") { context throws(FolioError) in
        context.state.findFonts(cache: context.builder.cache)
    }

    /// Lays out the articles just read in every page geometry of the issue's set, keeping the
    /// lines of the geometries the build's publishers draw frames of.
    package static let paginate = PipelineStep("paginate") { context throws(FolioError) in
        let issue = context.state.scan.issue
        context.state.framedGeometries = Set(context.framing.flatMap { $0.framedGeometries(for: issue) })
        context.state.paginateLoaded()
    }

    /// The gate between reading and publishing: an issue with errors (or, when `strict`, with
    /// warnings) stops the list here, so no publisher writes and every previous output stays
    /// as it was. The error it throws says how many and why (`PipelineStep.checkName`); the
    /// diagnostics themselves are in the state, for the command to show.
    package static func check(strict: Bool) -> PipelineStep {
        PipelineStep(checkName) { context throws(FolioError) in
            let diagnostics = context.state.diagnostics
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.filter { $0.severity == .warning }.count
            if errors > 0 {
                throw FolioError(
                    step: checkName, "build failed: \(errors) error\(errors == 1 ? "" : "s"); no output was written")
            }
            if strict, warnings > 0 {
                throw FolioError(
                    step: checkName,
                    "build failed: \(warnings) warning\(warnings == 1 ? " is an error" : "s are errors") under --strict; no output was written"
                )
            }
        }
    }

    /// Renders every photo's files into the cache (or finds them there).
    package static let prepareAssets = PipelineStep("prepare assets") { context throws(FolioError) in
        try await context.builder.prepareAssets(&context.state)
    }

    /// Publishes with `target`'s publisher into its folder.
    package static func publish(_ target: PublishTarget) -> PipelineStep {
        PipelineStep(publishName(target.publisher.name)) { context throws(FolioError) in
            try context.builder.publish(&context, with: target.publisher, to: target.folder)
            // So that a later build of a content folder holding this one never reads it as content.
            FolderWalk.markAsBuildOutput(target.folder)
        }
    }

    /// Records the build in the cache for the next one (nothing without a cache).
    package static let saveCache = PipelineStep("save cache") { context throws(FolioError) in
        try context.builder.saveCache(context.state)
        // After the manifest, whose pages it vouches for.
        if let cache = context.builder.cache {
            FolderWalk.markAsBuildOutput(cache)
            context.state.fontsRecord?.write(to: cache)
            context.state.linkState?.record.write(to: cache)
        }
        context.derivedFiles?.removeUnused()
    }

    /// Reads every file the cache gave without reading it, paginated (`folio serve`'s first
    /// build, which needs every article's page places).
    package static let loadEverything = PipelineStep(loadCachedName) { context throws(FolioError) in
        context.state.loadCached(claims: Set(context.state.entries.map(\.claim)))
    }
}
