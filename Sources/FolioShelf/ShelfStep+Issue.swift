import FolioBuild
import FolioModel
import FolioPluginAPI
import Foundation

extension ShelfStep {
    /// The step of one issue, called by its slug: its fingerprint, then, `if` it is unchanged
    /// since the last build, `keep`, else `build` `otherwise` `keepPrevious`: an issue that
    /// fails does not stop the list.
    package static func issue(_ entry: ShelfEntry) -> ShelfStep {
        .group(
            entry.slug,
            [
                .fingerprint(entry),
                .if(
                    "unchanged", { $0.isUnchanged(entry) }, then: .keep(entry),
                    else: .build(entry).otherwise { context, _ in context.keepPrevious(entry) }),
            ])
    }

    /// Takes the fingerprint of the issue's folder (`ShelfRecord.fingerprint(of:tool:)`).
    static func fingerprint(_ entry: ShelfEntry) -> ShelfStep {
        ShelfStep("fingerprint") { context throws(FolioError) in
            context.fingerprints[entry.slug] = ShelfRecord.fingerprint(of: entry.folder, tool: context.tool)
        }
    }

    /// Keeps an issue unchanged since its last build: its output as it is, its description
    /// from the record.
    static func keep(_ entry: ShelfEntry) -> ShelfStep {
        ShelfStep("keep") { context throws(FolioError) in
            context.report.unchanged(entry)
            if let last = context.record.issues[entry.slug] { context.described.append(last.issue) }
            context.unchanged.append(entry.slug)
        }
    }

    /// Builds the issue: `Pipeline.build` into its folder of each publisher's output, run by
    /// `StepRunner` on the issue's own context, with the command's report; then draws its
    /// cover for the shelf (`ShelfContext.drawCover`) and records it.
    static func build(_ entry: ShelfEntry) -> ShelfStep {
        ShelfStep("build") { context throws(FolioError) in
            var issue = context.issueContext(of: entry)
            let steps = Pipeline.build(context.targets(of: entry), strict: context.strict)
            try await StepRunner.run(steps, on: &issue, report: context.report.building(entry))
            var built = ShelfIssue(entry: entry, state: issue.state)
            built.drawnCover = try context.drawCover(of: entry, state: issue.state)
            context.record.issues[entry.slug] = ShelfRecord.Built(
                fingerprint: context.fingerprints[entry.slug] ?? "", issue: built)
            context.described.append(built)
            context.rebuilt.append(entry.slug)
        }
    }
}

extension ShelfContext {
    /// An issue that failed to build keeps its previous output (its list wrote nothing) and,
    /// when it built before, its place on the shelf.
    mutating func keepPrevious(_ entry: ShelfEntry) {
        if let last = record.issues[entry.slug] { described.append(last.issue) }
        failed.append(entry.slug)
    }
}
