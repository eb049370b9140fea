import FolioFormats
import FolioModel
import FolioPluginAPI
import Foundation

extension PipelineStep {
    /// Resolves the links between articles once every article of the issue is known (ids made
    /// unique, files, addresses): `IssueLinks` over the entries, applied to every article read.
    /// With a build cache, the files the cache gave keep the links they were resolved with
    /// while the table and every heading are unchanged (their warnings come from the
    /// `LinksRecord`); otherwise the files with links among them are read again.
    package static let links = PipelineStep("links") { context throws(FolioError) in
        // On a copy of the state, put back after: resolving in place, through the context's
        // `_modify` of `state`, crashed the debug build (a bad pointer in the step's timings).
        var state = context.state
        state.resolveLinks(cache: context.builder.cache)
        context.state = state
    }
}

extension BuildState {
    /// The links step on this state.
    mutating func resolveLinks(cache: URL?) {
        let targets = entries.filter { $0.claim != BuildEntry.coverClaim }.map {
            LinkTarget(id: $0.id, sourcePath: $0.sourcePath)
        }
        var links = IssueLinks(targets: targets, baseURL: Self.siteAddress(of: scan))
        let previous = LinksRecord.read(from: cache, reporting: &diagnostics)
        var record = LinksRecord()
        record.fingerprint = links.fingerprint

        // Every file's anchors and links: the loaded ones' from their articles, the others'
        // from the record (nil when it has none for them: they are read again).
        var files: [Int: LinksRecord.File] = [:]
        for (claim, articles) in loaded where claim != BuildEntry.coverClaim {
            files[claim] = LinksRecord.File(
                anchors: articles.map { HeadingAnchors($0.article.blocks).anchors },
                hasLinks: articles.contains { IssueLinks.hasLinksToResolve($0.article) }, warnings: [])
        }
        let claims = Set(entries.map(\.claim)).subtracting([BuildEntry.coverClaim])
        let cached = claims.subtracting(loaded.keys)
        let headingsChanged = files.contains { claim, file in
            previous?.files[scan.claims[claim].file.relativePath]?.anchors != file.anchors
        }
        let tableChanged = previous?.fingerprint != record.fingerprint
        let reread = cached.filter { claim in
            guard let old = previous?.files[scan.claims[claim].file.relativePath] else { return true }
            return old.hasLinks && (tableChanged || headingsChanged)
        }
        if !reread.isEmpty {
            let read = IssueBuilder.read(reread.sorted(), of: scan, options: options, fingerprinting: false)
            for (claim, file) in read {
                loaded[claim] = file.articles
                files[claim] = LinksRecord.File(
                    anchors: file.articles.map { HeadingAnchors($0.article.blocks).anchors },
                    hasLinks: file.articles.contains { IssueLinks.hasLinksToResolve($0.article) }, warnings: [])
            }
        }
        for claim in cached.subtracting(reread) {
            files[claim] = previous?.files[scan.claims[claim].file.relativePath]
        }
        for entry in entries where entry.claim != BuildEntry.coverClaim {
            links.anchors[entry.id] = files[entry.claim]?.anchors[safe: entry.position]
        }

        // Resolve what was read; replay the warnings of what was not, in strip order.
        var warnings: [Int: [Diagnostic]] = [:]
        for (claim, articles) in loaded where claim != BuildEntry.coverClaim {
            guard files[claim]?.hasLinks != false else {
                warnings[claim] = []  // no link the step rewrites: the articles stay as they are
                continue
            }
            let file = scan.claims[claim].file
            var found: [Diagnostic] = []
            loaded[claim] = articles.enumerated().map { position, pair in
                let target = linkTarget(claim: claim, position: position, article: pair.article)
                let (article, problems) = links.resolving(pair.article, from: target, file: file)
                found += problems
                return (article, pair.pages)
            }
            warnings[claim] = found
            files[claim]?.warnings = found.map(LinksRecord.Warning.init)
        }
        var reported: Set<Int> = []
        for entry in entries where entry.claim != BuildEntry.coverClaim && reported.insert(entry.claim).inserted {
            if let found = warnings[entry.claim] {
                diagnostics += found
            } else if let file = files[entry.claim] {
                let location = scan.claims[entry.claim].file.location()
                diagnostics += file.warnings.map { $0.diagnostic(in: location) }
            }
        }
        for (claim, file) in files { record.files[scan.claims[claim].file.relativePath] = file }
        linkState = IssueLinkState(
            links: links, claimsWithLinks: Set(files.filter(\.value.hasLinks).keys), record: record,
            anchoredFingerprint: links.fingerprintWithAnchors)
    }
}

extension BuildState {
    /// Where a link to nothing in the issue goes: the address of the site the content folder
    /// lies in or was imported from (its configuration's base URL), else the issue's own
    /// `base-url`.
    static func siteAddress(of scan: ContentScan) -> String? {
        if let root = SiteConfig.siteRoot(forIssue: scan.folder.root),
            let address = SiteConfig.read(at: root, displayRoot: root.path).0.baseURL
        {
            return address
        }
        return scan.issue.settings.baseURL
    }
}

extension Array {
    /// The element at `index`, or nil past the ends.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
