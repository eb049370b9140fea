import FolioBuild
import FolioModel
import FolioPluginAPI
import Foundation

extension ShelfIssue {
    /// The description of the issue of `entry` as its build made it (`state`, after the asset
    /// stage). The cover picture is the first article's first photo (the cover's photo when
    /// the issue has a cover), at the narrowest rendition at least `coverWidth` wide.
    package init(entry: ShelfEntry, state: BuildState) {
        let issue = state.scan.issue
        let digests = state.entries.map(\.digest)
        let articles = digests.filter { $0.kind != .cover }
        var authors: [String] = []
        for author in articles.compactMap(\.author) where !authors.contains(author) { authors.append(author) }
        let lines = issue.coverLines.map(\.title)
        let photo = digests.lazy.compactMap { $0.cover ?? $0.photos.first }.first
        let picture = photo.flatMap { state.assets?.catalog.asset(for: $0) }.map { asset in
            let file =
                asset.renditions.first { $0.width >= Self.coverWidth } ?? asset.original
            return Picture(path: file.path, width: file.width, height: file.height)
        }
        self.init(
            slug: entry.slug, title: issue.title, subtitle: issue.subtitle, number: entry.number, date: entry.date,
            language: issue.settings.pageLanguage, authors: authors,
            headlines: lines.isEmpty ? articles.prefix(Self.headlineCount).map(\.title) : lines,
            articleCount: articles.count, cover: picture, baseURL: issue.settings.baseURL,
            updated: Self.updated(date: entry.date, folder: entry.folder))
    }

    /// `date` at midnight UTC, else the modification time of the newest file in `folder`.
    static func updated(date: String?, folder: URL) -> String {
        if let date { return "\(date)T00:00:00Z" }
        let newest = FolderWalk.files(below: folder.path).compactMap { entry -> Date? in
            let url = folder.appendingPathComponent(entry.relativePath)
            return (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        }.max()
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: newest ?? Date(timeIntervalSince1970: 0))
    }
}
