import FolioBuild
import FolioPluginAPI

extension Pipeline {
    /// The whole list of `folio build SHELF`: each issue of `shelf` (`ShelfStep.issue`: kept
    /// when unchanged, else built with `Pipeline.build` on a context of its own, keeping its
    /// previous output when that fails), then the shelf's own steps: `remove leftovers`,
    /// `save record`, `publish shelf NAME` for each of `targets` that publishes shelves, and
    /// the gate `check` (an issue that failed fails the build, everything else written).
    package static func shelf(_ shelf: ShelfFolder, targets: [PublishTarget]) -> [ShelfStep] {
        shelf.issues.map(ShelfStep.issue) + [.removeLeftovers, .saveRecord] + targets.compactMap(ShelfStep.publishShelf)
            + [.check]
    }
}
