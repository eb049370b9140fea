import FolioModel

/// The pages of every article of an issue, laid out for one page geometry.
public struct IssueLayout: Sendable, Equatable, Decodable {
    /// The geometry the pages were made for.
    public var geometry: PageGeometry
    /// One column of pages per article, in strip order.
    public var columns: [[Page]]

    /// Creates a layout.
    public init(geometry: PageGeometry, columns: [[Page]]) {
        self.geometry = geometry
        self.columns = columns
    }

    /// The number of pages in the whole issue.
    public var pageCount: Int { columns.reduce(0) { $0 + $1.count } }
}
