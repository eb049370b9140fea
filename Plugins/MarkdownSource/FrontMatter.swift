import FolioFormats
import FolioPluginAPI

/// A Markdown file's front matter, in YAML, TOML or JSON, read into Folio's fields
/// (`ArticleFrontMatter`, which maps the keys of Jekyll, Hugo and Zola too).
enum FrontMatter {
    /// Reads the front matter `block` holds, with every diagnostic located in the whole file.
    /// Keys Folio does not read become one note (`Diagnostic.unreadKeys`), which the build
    /// gathers into one line for the whole issue.
    static func read(_ block: FrontMatterBlock, file: ContentFile) -> (ArticleFrontMatter, [Diagnostic]) {
        guard let parsed = ArticleFrontMatter.table(of: block, path: file.displayPath) else {
            return (ArticleFrontMatter(), [])
        }
        switch parsed {
        case .failure(let diagnostic):
            return (ArticleFrontMatter(), [diagnostic])
        case .success(let table):
            var (matter, diagnostics) = ArticleFrontMatter.read(table)
            if !matter.unreadKeys.isEmpty {
                diagnostics.append(
                    .unreadKeys(matter.unreadKeys, at: file.location(line: max(1, block.textLineOffset), column: 1)))
            }
            return (matter, diagnostics)
        }
    }
}
