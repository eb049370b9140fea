import FolioBuild
import FolioModel

/// What a command shows of a shelf's build while its list (`Pipeline.shelf`) runs; the issue
/// steps tell it, so the list is the same whoever watches (the tests' is `SilentShelfReport`).
package protocol ShelfReport: Sendable {
    /// `entry` is unchanged since the last build and kept as it is.
    func unchanged(_ entry: ShelfEntry)
    /// `entry` is about to be built; what is returned sees its list run (`BuildReport`).
    func building(_ entry: ShelfEntry) -> any BuildReport
}
