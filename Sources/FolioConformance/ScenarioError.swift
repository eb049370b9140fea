import FolioNavigation

/// Why a decoded scenario cannot be run.
package enum ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The shape or zoomable pages are not a navigable issue.
    case shape(IssueShapeError)
    /// The deep-link start is not a page of the shape.
    case startOutside(Position)
    /// `max-zoom` is below 1 or `zoom-step` not above 1.
    case zoomPolicy(maxZoom: Double, zoomStep: Double)
    /// `cover` is true but article 0 has this many pages, not one.
    case coverPages(Int)

    /// A message a person can act on.
    package var description: String {
        switch self {
        case .shape(let error):
            "shape: \(error)"
        case .startOutside(let start):
            "start \(start) is not a page of the shape"
        case .zoomPolicy(let maxZoom, let zoomStep):
            "policy: max-zoom must be at least 1 and zoom-step more than 1, found \(maxZoom.shortSpelling) and \(zoomStep.shortSpelling)"
        case .coverPages(let pages):
            "cover: the cover is article 0 and has one page, but shape gives it \(pages)"
        }
    }
}
