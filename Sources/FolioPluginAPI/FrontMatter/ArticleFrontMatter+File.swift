import FolioFrontMatter
import FolioModel

extension ArticleFrontMatter {
    /// Reads the front matter `block` holds (cut from `file`'s text by
    /// `FrontMatterBlock.split(_:)`) into Folio's fields, whatever its format (YAML, TOML or
    /// JSON) and whichever tool's keys it uses (Folio's, Jekyll's, Hugo's, Zola's), with every
    /// diagnostic located in the whole file: a syntax error is the one diagnostic, with empty
    /// front matter; a wrong value is reported at its place and left unset, and the others still
    /// count. Keys Folio does not read (`layout`, `permalink`) become one note, which the build
    /// gathers into one line for the whole issue. A file without front matter reads as empty
    /// front matter, without diagnostics.
    ///
    /// `folio import` reads front matter with the same readers, so a source that uses this
    /// reads an article's front matter as Folio's Markdown source and the import do.
    public static func read(_ block: FrontMatterBlock, of file: ContentFile) -> (ArticleFrontMatter, [Diagnostic]) {
        guard let parsed = table(of: block, path: file.displayPath) else { return (ArticleFrontMatter(), []) }
        switch parsed {
        case .failure(let diagnostic):
            return (ArticleFrontMatter(), [diagnostic])
        case .success(let table):
            var (matter, diagnostics) = read(table)
            if !matter.unreadKeys.isEmpty {
                diagnostics.append(
                    .unreadKeys(matter.unreadKeys, at: file.location(line: max(1, block.textLineOffset), column: 1)))
            }
            return (matter, diagnostics)
        }
    }
}
