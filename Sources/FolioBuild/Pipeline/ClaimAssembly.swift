import FolioFormats
import FolioModel
import FolioPluginAPI

/// The pipeline's order step, once every claimed file is read or taken from the cache: collect
/// the files' diagnostics in order, count files per source, list the files set aside and those
/// no source used, and put the articles in strip order with unique ids (the cover's id
/// reserved when the issue has one).
struct ClaimAssembly<Item: StripOrderable> {
    /// What one claimed file gave.
    struct FileResult {
        /// The claim's index in the scan.
        var claim: Int
        var diagnostics: [Diagnostic]
        var usedFiles: [String]
        var ignoredBecause: String?
        /// The file's articles (or stand-ins for them), in the source's order.
        var items: [Item]
    }

    /// The articles, in strip order, ids unique.
    var items: [Item]
    /// The scan's diagnostics, then each file's, then ordering's, then a missing-articles error.
    var diagnostics: [Diagnostic]
    /// How many files each source read as content, by source name.
    var filesBySource: [String: Int] = [:]
    /// Files a source claimed but set aside.
    var ignored: [IgnoredFile] = []
    /// Files no source claimed and no article uses.
    var unused: [ContentFile]

    /// Assembles `results`, given in claim order.
    init(_ scan: ContentScan, _ results: [FileResult]) {
        diagnostics = scan.diagnostics
        var items: [Item] = []
        var used: Set<String> = []
        for result in results {
            let claim = scan.claims[result.claim]
            diagnostics += result.diagnostics
            used.formUnion(result.usedFiles)
            if let reason = result.ignoredBecause {
                ignored.append(IgnoredFile(file: claim.file, source: claim.source.name, reason: reason))
            } else {
                filesBySource[claim.source.name, default: 0] += 1
            }
            items += result.items
        }
        // Keys other tools' front matter uses, counted once for the issue rather than per file.
        let unreadKeyNotes = diagnostics.filter { $0.unreadKeys != nil }
        if !unreadKeyNotes.isEmpty {
            diagnostics.removeAll { $0.unreadKeys != nil }
            diagnostics += [Diagnostic.unreadKeysSummary(unreadKeyNotes)].compactMap { $0 }
        }
        unused = scan.unclaimed.filter { !used.contains($0.relativePath) }
        let reserved: Set<String> = scan.issue.settings.cover == nil ? [] : [CoverSynthesis.id]
        self.items = ArticleOrdering.order(
            ArticleOrdering.uniqueIDs(items, reserving: reserved, diagnostics: &diagnostics),
            by: scan.issue.settings.order, locations: scan.issue.settings.orderLocations,
            settingsFile: scan.settingsFile, diagnostics: &diagnostics)
        if self.items.isEmpty && !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics.append(scan.noArticlesError())
        }
    }
}
