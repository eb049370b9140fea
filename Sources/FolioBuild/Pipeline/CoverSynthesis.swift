import FolioFormats
import FolioModel
import FolioPluginAPI

/// The order step's cover: the article of kind `.cover` the build makes from `issue.yaml`'s
/// `cover:` and puts first in the strip, with its cover lines.
///
/// Its shape is `Article.cover(of:...)`'s; this decides its parts from the settings: the
/// photo `cover.photo` names (else the strip's first), the lines `cover.lines` names (else the
/// first three articles), the number and date (else the issue's), and how the page sets them
/// (`cover.layout`; for a photo behind the words, its focus and its tone, measured from its
/// pixels). The paginator lays it out as one page (`CoverLayout`).
struct CoverSynthesis {
    /// The cover's id.
    static let id = Article.coverID

    /// The cover article.
    var article: Article
    /// Its lines, in order.
    var lines: [CoverLine]

    /// What the cover needs of one article of the strip.
    struct Entry {
        var id: String
        var title: String
        var photos: [Photo]
    }

    /// The cover of the issue `scan` read, whose articles (ids unique, in strip order) are
    /// `articles`; nil when `cover: false` or there are no articles. A cover line naming no
    /// article, or a cover photo that cannot be read, is an error where it is written.
    static func make(
        for scan: ContentScan, articles: [Entry], diagnostics: inout [Diagnostic]
    ) -> CoverSynthesis? {
        guard let settings = scan.issue.settings.cover, !articles.isEmpty else { return nil }
        let issue = scan.issue
        let lines = coverLines(settings, articles: articles, diagnostics: &diagnostics)
        let design = settings.layout ?? .full
        var photo = coverPhoto(settings, scan: scan, articles: articles, diagnostics: &diagnostics)
        if design.bleeds, let path = photo?.path {
            photo?.focus = settings.focus
            photo?.tone = PhotoToneMeter.tone(of: scan.folder.file(atRelativePath: path))
        }
        let article = Article.cover(
            of: issue, number: settings.number ?? issue.number, date: settings.date ?? issue.date, lines: lines,
            photo: photo, design: design, sourcePath: scan.settingsFile?.relativePath ?? IssueSettingsFile.fileNames[0])
        return CoverSynthesis(article: article, lines: lines)
    }

    private static func coverLines(
        _ settings: CoverSettings, articles: [Entry], diagnostics: inout [Diagnostic]
    ) -> [CoverLine] {
        guard let ids = settings.lines else {
            return articles.prefix(CoverSettings.defaultLineCount).map { CoverLine(articleID: $0.id, title: $0.title) }
        }
        var byID: [String: Entry] = [:]
        for article in articles { byID[article.id] = article }
        var lines: [CoverLine] = []
        for (index, id) in ids.enumerated() {
            guard let article = byID[id] else {
                let known = articles.map(\.id).joined(separator: ", ")
                diagnostics.append(
                    .error(
                        "cover.lines: no article has the id '\(id)' (ids: \(known))",
                        at: index < settings.lineLocations.count ? settings.lineLocations[index] : nil))
                continue
            }
            lines.append(CoverLine(articleID: article.id, title: article.title))
        }
        return lines
    }

    /// The photo `cover.photo` names (with the alt text and caption an article gives it), else
    /// the first photo of the strip.
    private static func coverPhoto(
        _ settings: CoverSettings, scan: ContentScan, articles: [Entry], diagnostics: inout [Diagnostic]
    ) -> Photo? {
        if let path = settings.photo {
            let base = scan.settingsFile ?? scan.folder.file(atRelativePath: IssueSettingsFile.fileNames[0])
            let location = settings.photoLocation
            let file: ContentFile
            switch scan.folder.resolve(path, from: base) {
            case .success(let resolved): file = resolved
            case .failure(let error):
                diagnostics.append(.error("cover.photo: cannot use '\(path)': \(error)", at: location))
                return nil
            }
            let info: ImageInfo
            do {
                info = try ImageInfo.read(file)
            } catch {
                diagnostics.append(
                    .error(
                        "cover.photo: cannot use '\(path)': \(error); photos must be PNG, JPEG or SVG files",
                        at: location))
                return nil
            }
            let known = articles.lazy.flatMap(\.photos).first { $0.path == file.relativePath }
            return Photo(
                path: file.relativePath, width: info.width, height: info.height, caption: known?.caption,
                alt: known?.alt)
        }
        return articles.lazy.flatMap(\.photos).first
    }
}

extension CoverSynthesis {
    /// The order step's strip with the cover first: `scan` with the issue's cover lines,
    /// `entries` behind the cover's entry (its article in `loaded` under
    /// `BuildEntry.coverClaim`), and `unused` without the cover photo. Without a cover, all
    /// three as given.
    static func placed(
        in scan: ContentScan, entries: [BuildEntry], unused: [ContentFile],
        loaded: inout [Int: [(article: Article, pages: ArticlePages)]], diagnostics: inout [Diagnostic]
    ) -> (ContentScan, [BuildEntry], [ContentFile]) {
        let articles = entries.map { Entry(id: $0.id, title: $0.digest.title, photos: $0.digest.photos) }
        guard let cover = make(for: scan, articles: articles, diagnostics: &diagnostics) else {
            return (scan, entries, unused)
        }
        var scan = scan
        scan.issue.coverLines = cover.lines
        loaded[BuildEntry.coverClaim] = [(cover.article, ArticlePages.none)]
        let entry = BuildEntry(
            claim: BuildEntry.coverClaim, position: 0, digest: ArticleDigest(cover.article, pages: .none))
        let photo = cover.article.cover?.path
        return (scan, [entry] + entries, unused.filter { $0.relativePath != photo })
    }
}
