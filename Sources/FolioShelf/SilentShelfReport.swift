import FolioBuild
import FolioModel

/// A shelf report that shows nothing.
package struct SilentShelfReport: ShelfReport {
    /// A report that shows nothing.
    package init() {}

    package func unchanged(_ entry: ShelfEntry) {}

    package func building(_ entry: ShelfEntry) -> any BuildReport { SilentBuildReport() }
}
