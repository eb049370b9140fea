import FolioBuild
import FolioPluginAPI

/// The lines `folio build` prints about what it read and made.
struct BuildSummary {
    let state: BuildState
    /// Whether the build publishes HTML pages, whose share metadata may want a hint.
    var publishesHTML = false

    func lines(verbose: Bool) -> [String] {
        let loaded = state
        let articles = state.entries.map(\.digest)
        let galleries = articles.filter { $0.kind == .gallery }.count
        let covers = articles.filter { $0.kind == .cover }.count
        var counts = [Self.count(articles.count - covers, "article")]
        if galleries > 0 { counts[0] += " (\(Self.count(galleries, "gallery", plural: "galleries")))" }
        if covers > 0 { counts.append("a cover") }
        if !state.hasErrors { counts.append(Self.count(state.pageCount, "page")) }
        counts.append(Self.count(Set(articles.flatMap(\.photos).map(\.path)).count, "photo"))

        var lines = ["\(state.title): \(counts.joined(separator: ", "))"]
        let read = loaded.filesBySource.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        var files = ["read \(read.isEmpty ? "no files" : read.joined(separator: ", "))"]
        let drafts = loaded.ignored.filter { $0.reason == Drafts.reason }.count
        if drafts > 0 {
            files.append("\(Self.count(drafts, "draft")) left out (--drafts includes them)")
        }
        if loaded.ignored.count > drafts {
            files.append("\(Self.count(loaded.ignored.count - drafts, "file")) set aside as not content")
        }
        if !state.scan.skipped.isEmpty {
            files.append(
                "\(Self.count(state.scan.skipped.count, "entry", plural: "entries")) skipped"
                    + (verbose ? "" : " (--verbose lists them)"))
        }
        if !loaded.unused.isEmpty {
            files.append(
                "\(Self.count(loaded.unused.count, "file")) not used" + (verbose ? "" : " (--verbose lists them)"))
        }
        lines.append(files.joined(separator: "; "))
        if publishesHTML, let hint = HTMLShareHint.line(for: state) { lines.append(hint) }
        if verbose {
            for article in articles {
                let pages = state.hasErrors ? "" : " \(Self.count(article.pageCount, "page")),"
                var seen: Set<String> = []
                let photos = article.photos.filter { seen.insert($0.path).inserted }
                lines.append(
                    "  \(article.id) (\(article.kind.rawValue),\(pages) \(Self.count(photos.count, "photo"))) from \(article.sourcePath)"
                )
                for photo in photos {
                    lines.append("    photo \(photo.path) \(photo.width)×\(photo.height)")
                }
            }
            for ignored in loaded.ignored where ignored.reason == Drafts.reason {
                lines.append("  draft left out: \(ignored.file.displayPath)")
            }
            for ignored in loaded.ignored where ignored.reason != Drafts.reason {
                lines.append("  set aside: \(ignored.file.displayPath) (\(ignored.source): \(ignored.reason))")
            }
            for entry in state.scan.skipped {
                lines.append("  skipped: \(entry.file.displayPath) (\(entry.reason))")
            }
            for file in loaded.unused {
                lines.append("  not used: \(file.displayPath) (\(UnusedFileReason.reason(for: file)))")
            }
            for folder in state.scan.buildOutputs {
                let shown = state.scan.folder.file(atRelativePath: folder).displayPath
                lines.append("  not read: \(shown)/ (a build's own output or cache)")
            }
        }
        return lines
    }

    static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(value) \(value == 1 ? noun : plural ?? noun + "s")"
    }
}
