import FolioBuild
import FolioFormats
import FolioModel
import FolioPluginAPI
import Foundation

/// What a shelf's steps (`ShelfStep`, `Pipeline.shelf`) work on: the shelf and its settings,
/// the publishers, the cache, what an issue's build starts from, the record of the last shelf
/// build, what the steps made of each issue so far, and how long each step took.
package struct ShelfContext: StepContext {
    /// The shelf's folder and its issues, newest first.
    package let shelf: ShelfFolder
    /// The shelf's `shelf.yaml`.
    package let settings: ShelfSettings
    /// The publishers, each with the folder of its shelf output; each issue is built into a
    /// folder of its own in it (`OUT/html/SLUG/`).
    package let targets: [PublishTarget]
    /// The shelf's build cache: the record, and each issue's own cache (`CACHE/SLUG`).
    package let cache: URL
    /// What each issue's build starts from (the plugins, drafts, the folders no content walk
    /// reads); each issue's build has its own cache, which no content walk reads either.
    package let builder: IssueBuilder
    /// Whether warnings are errors in each issue's build (`--strict`).
    package let strict: Bool
    /// The build's options as an issue's fingerprint covers them.
    package let tool: String
    /// What the command shows of the build as the steps run.
    package let report: any ShelfReport

    /// The last shelf build's record, which the steps bring up to date.
    package var record: ShelfRecord
    /// Each issue's fingerprint, as its step found it.
    package var fingerprints: [String: String] = [:]
    /// The issues on the shelf so far: the ones built, kept unchanged, or kept from their last
    /// build after failing.
    package var described: [ShelfIssue] = []
    /// The slugs of the issues built, kept unchanged and failed, in the shelf's order.
    package var rebuilt: [String] = [], unchanged: [String] = [], failed: [String] = []
    /// How long each step took.
    package var timings = StepTimings()

    /// A context for building `shelf` with `settings` into `targets`, each issue's build
    /// starting from `builder` (whose cache is the shelf's); `version`, the options and the
    /// targets make up what an issue's fingerprint covers besides its files.
    package init(
        shelf: ShelfFolder, settings: ShelfSettings, targets: [PublishTarget], builder: IssueBuilder, cache: URL,
        strict: Bool, version: String, record: ShelfRecord, report: any ShelfReport
    ) {
        self.shelf = shelf
        self.settings = settings
        self.targets = targets
        self.cache = cache
        self.builder = builder
        self.strict = strict
        self.record = record
        self.report = report
        let options = [version, builder.includesDrafts ? "drafts" : "", settings.baseURL ?? "", strict ? "strict" : ""]
        tool = (options + targets.map { "\($0.publisher.name)=\($0.folder.path)" }).joined(separator: "\u{0}")
    }

    /// The shelf as its documents show it: the issues in the order of what each description
    /// says (a broken issue keeps its last place).
    package var site: ShelfSite {
        let issues = described.sorted {
            ShelfEntry.isNewer(($0.date, $0.number, $0.slug), than: ($1.date, $1.number, $1.slug))
        }
        return ShelfSite(settings: settings, folderName: shelf.folder.lastPathComponent, issues: issues)
    }

    /// Each publisher with the issue's folder in its output.
    package func targets(of entry: ShelfEntry) -> [PublishTarget] {
        targets.map { PublishTarget(publisher: $0.publisher, folder: $0.folder.appendingPathComponent(entry.slug)) }
    }

    /// Whether the issue's folder has the fingerprint it had when it last built, and its
    /// output is all there (its drawn cover too): it need not be built again.
    package func isUnchanged(_ entry: ShelfEntry) -> Bool {
        guard let last = record.issues[entry.slug], last.fingerprint == fingerprints[entry.slug] else { return false }
        return targets(of: entry).allSatisfy { FileManager.default.fileExists(atPath: $0.folder.path) }
            && hasDrawnCover(of: last.issue)
    }

    /// The context an issue's own list (`Pipeline.build`) runs on: `builder` with the issue's
    /// cache (`CACHE/SLUG`), the folder as the shelf's path names it.
    package func issueContext(of entry: ShelfEntry) -> BuildContext {
        let issueCache = cache.appendingPathComponent(entry.slug)
        var builder = builder
        builder.cache = issueCache
        builder.excluding.append(issueCache)
        var context = BuildContext(builder: builder, path: "\(shelf.displayPath)/\(entry.folder.lastPathComponent)")
        context.framing = targets.map(\.publisher)
        return context
    }
}
