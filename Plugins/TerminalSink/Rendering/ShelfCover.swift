import FolioPluginAPI

/// What the shelf's list shows of one issue, safe to draw: its title, number and date, its
/// subtitle, its cover photo (the cover's, else the issue's first photo) and its cover lines.
struct ShelfCover: Equatable {
    var title: String
    /// `No. 12 · 2026-11-21`, or either part alone; nil when the entry has neither.
    var issueLine: String?
    var subtitle: String?
    var photo: Photo?
    /// The cover lines' texts.
    var lines: [String]

    init(_ entry: PreviewShelf.Entry) {
        title = SafeText.clean(entry.title)
        let parts = [entry.number.map { "No. \(SafeText.clean($0))" }, entry.date.map(SafeText.clean)].compactMap { $0 }
        issueLine = parts.isEmpty ? nil : parts.joined(separator: " · ")
        subtitle = entry.issue.subtitle.map(SafeText.clean).flatMap { $0.isEmpty ? nil : $0 }
        photo = (entry.issue.coverArticle?.header.cover ?? entry.issue.photos.first).map(IssueCleaner.clean)
        lines = entry.issue.coverLines.map { SafeText.clean($0.title) }
    }
}
