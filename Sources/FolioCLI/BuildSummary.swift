import FolioCore

/// The lines `folio build` prints about what it read and made.
struct BuildSummary {
    let loaded: LoadedIssue
    let layout: IssueLayout?

    func lines(verbose: Bool) -> [String] {
        let issue = loaded.issue
        let galleries = issue.articles.filter { $0.kind == .gallery }.count
        var counts = [Self.count(issue.articles.count, "article")]
        if galleries > 0 { counts[0] += " (\(Self.count(galleries, "gallery", plural: "galleries")))" }
        if let layout { counts.append(Self.count(layout.pageCount, "page")) }
        counts.append(Self.count(Set(issue.photos.map(\.path)).count, "photo"))

        var lines = ["\(issue.title): \(counts.joined(separator: ", "))"]
        let read = loaded.filesBySource.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        var files = ["read \(read.isEmpty ? "no files" : read.joined(separator: ", "))"]
        if !loaded.ignored.isEmpty {
            files.append("\(Self.count(loaded.ignored.count, "file")) set aside as not content")
        }
        if !loaded.unused.isEmpty {
            files.append("\(Self.count(loaded.unused.count, "file")) not used" + (verbose ? "" : " (--verbose lists them)"))
        }
        lines.append(files.joined(separator: "; "))
        if verbose {
            for (index, article) in issue.articles.enumerated() {
                let pages = layout.map { " \(Self.count($0.columns[index].count, "page"))," } ?? ""
                var seen: Set<String> = []
                let photos = article.allPhotos.filter { seen.insert($0.path).inserted }
                lines.append("  \(article.id) (\(article.kind.rawValue),\(pages) \(Self.count(photos.count, "photo"))) from \(article.sourcePath)")
                for photo in photos {
                    lines.append("    photo \(photo.path) \(photo.width)×\(photo.height)")
                }
            }
            for ignored in loaded.ignored {
                lines.append("  set aside: \(ignored.file.displayPath) (\(ignored.source): \(ignored.reason))")
            }
            for file in loaded.unused {
                lines.append("  not used: \(file.displayPath)")
            }
        }
        return lines
    }

    static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(value) \(value == 1 ? noun : plural ?? noun + "s")"
    }
}
