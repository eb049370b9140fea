import FolioBuild
import FolioPluginAPI
import FolioShelf

/// What `folio build SHELF` shows of each issue as the shelf's list runs: `SLUG:` and the
/// issue's own build report (`IssueBuildReport`) for an issue built, `SLUG: unchanged since
/// the last build` for one kept.
struct ShelfBuildReport: ShelfReport {
    /// The command's options.
    let options: IssueBuildReport.Options
    /// The shelf's publishers and their folders.
    let targets: [PublishTarget]

    func unchanged(_ entry: ShelfEntry) {
        if !options.quiet { Console.out("\(entry.slug): unchanged since the last build") }
    }

    func building(_ entry: ShelfEntry) -> any BuildReport {
        if !options.quiet { Console.out("\(entry.slug):") }
        return IssueBuildReport(targets: targets, options: options)
    }
}
