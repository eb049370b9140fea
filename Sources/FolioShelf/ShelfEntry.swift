import FolioModel
import Foundation

/// One issue of a shelf: a direct subfolder of the shelf folder that has its own `issue.yaml`,
/// with what its settings file says about it.
public struct ShelfEntry: Sendable, Equatable {
    /// The content folder.
    public var folder: URL
    /// The folder's name as a slug (`Slug.make`): the name of the folder in every
    /// sink's output (`out/html/SLUG/`).
    public var slug: String
    /// The title (`title:`), else the folder's name.
    public var title: String
    /// The number (`number:`, or the cover's), when it names one.
    public var number: String?
    /// The date as `YYYY-MM-DD`: the cover's date, else the issue's `date:`.
    public var date: String?
    /// What was wrong with the settings file, located at file:line:column; the
    /// issue's own build reports the same errors and fails.
    public var diagnostics: [Diagnostic]

    /// Creates an entry.
    public init(
        folder: URL, slug: String, title: String, number: String? = nil, date: String? = nil,
        diagnostics: [Diagnostic] = []
    ) {
        self.folder = folder
        self.slug = slug
        self.title = title
        self.number = number
        self.date = date
        self.diagnostics = diagnostics
    }

    /// Whether the settings file has errors: its build will fail.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Whether `self` comes before `other` on the shelf: the newer date first (an issue with a
    /// date before one without), then the higher number (numerically when both are whole
    /// numbers), then the folder name from Z to A.
    public func isNewer(than other: ShelfEntry) -> Bool {
        Self.isNewer(
            (date, number, folder.lastPathComponent), than: (other.date, other.number, other.folder.lastPathComponent))
    }

    /// The shelf's order on (date, number, name): newest first, as `isNewer(than:)` says.
    package static func isNewer(
        _ one: (date: String?, number: String?, name: String),
        than other: (date: String?, number: String?, name: String)
    ) -> Bool {
        let (date, number) = (one.date, one.number)
        switch (date, other.date) {
        case (let mine?, let theirs?) where mine != theirs: return mine > theirs
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        switch (number, other.number) {
        case (let mine?, let theirs?) where mine != theirs:
            if let mine = Int(mine), let theirs = Int(theirs) { return mine > theirs }
            return mine.compare(theirs, options: .numeric) == .orderedDescending
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        return one.name > other.name
    }
}
