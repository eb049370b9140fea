import FolioPluginAPI

/// One page geometry of the issue, in CSS pixels, with the navigation map of the pages made
/// for it: what a client needs to pick the geometry for its screen and to move through its pages.
package struct GeometryDocument: Sendable {
    /// The geometry's name in the issue's set (`phone`, `desktop`, ...), as article files'
    /// page maps name it.
    package let name: String
    /// Always `css-px`.
    package let unit = "css-px"
    /// Page width.
    package let width: Double
    /// Page height.
    package let height: Double
    /// Margin on every side.
    package let margin: Double
    /// Body font size.
    package let fontSize: Double
    /// Body line height, as a multiple of the font size.
    package let lineHeight: Double
    /// How many text columns a page has (1 or 2).
    package let columns: Int
    /// The gap between text columns (0 with one column).
    package let columnGap: Double
    /// The navigation policy and page graph of this geometry's pages (the rules engine's
    /// export), in the compact form the bundle carries, as written once for the build (see
    /// `IssueIndex.Layout.navigationJSON`).
    let navigationJSON: JSONFragment

    init(_ layout: IssueIndex.Layout) {
        let geometry = layout.geometry
        name = layout.name
        width = geometry.width
        height = geometry.height
        margin = geometry.margin
        fontSize = geometry.fontSize
        lineHeight = geometry.lineHeight
        columns = geometry.columns
        columnGap = geometry.columnGap
        navigationJSON = layout.navigationJSON
    }
}
