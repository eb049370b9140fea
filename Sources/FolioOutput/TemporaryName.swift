import Foundation

/// The one naming rule for what Folio writes before it is complete: a file is written as
/// `.NAME.folio-tmp-TOKEN` beside `NAME`, an output folder as `.NAME.folio-new-TOKEN` beside
/// it (and a replaced one set aside as `.NAME.folio-old-TOKEN`). No published name ever
/// holds a partial file; a name of this form left behind is a leftover of an interrupted
/// build, which `Leftovers` removes.
enum TemporaryName {
    static let fileMarker = ".folio-tmp-"
    static let newFolderMarker = ".folio-new-"
    static let oldFolderMarker = ".folio-old-"

    /// A fresh temporary name for a file that will be renamed to `target`.
    static func file(for target: URL) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent)\(fileMarker)\(token())")
    }

    /// A fresh staging name beside the folder `target`.
    static func newFolder(for target: URL) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent)\(newFolderMarker)\(token())")
    }

    /// A fresh name to set the folder `target` aside under while it is replaced.
    static func oldFolder(for target: URL) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent)\(oldFolderMarker)\(token())")
    }

    /// Whether `name` is a temporary file name (of any file).
    static func isTemporaryFile(_ name: String) -> Bool {
        name.hasPrefix(".") && name.contains(fileMarker)
    }

    /// Whether `name` is a staging or set-aside name of the folder called `folder`.
    static func isStaging(_ name: String, of folder: String) -> Bool {
        name.hasPrefix(".\(folder)\(newFolderMarker)") || isSetAside(name, of: folder)
    }

    /// Whether `name` is the set-aside name of the folder called `folder`.
    static func isSetAside(_ name: String, of folder: String) -> Bool {
        name.hasPrefix(".\(folder)\(oldFolderMarker)")
    }

    private static func token() -> String {
        String(UUID().uuidString.prefix(8))
    }
}
