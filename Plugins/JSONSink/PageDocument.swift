import FolioPluginAPI

/// One page of a page map: where its text columns start in the article's blocks and the facts
/// about it that the cut alone does not give.
package struct PageDocument: Sendable {
    /// The page's text columns that hold something, in reading order, each with where it
    /// starts; a column runs until the next region starts (on this page or the next).
    package let regions: [RegionDocument]
    /// The blocks set across the columns at the page's top (`Page.acrossRegions`), in reading order.
    package let across: [RegionDocument]
    /// How full the page is, from 0 to 1, to three decimals.
    package let fill: Double
    /// Whether the page holds a photo and so can zoom.
    package let zoomable: Bool
    /// Whether the page shows the article's title and byline above its blocks.
    package let showsTitle: Bool
    /// The height the title takes, its gap below included, in CSS px (0 when not shown).
    package let titleHeight: Double
    /// The height each top-level photo on the page is drawn at, in reading order.
    package let photos: [PhotoHeightDocument]
    /// Where the page's lines wrap inside its text (`Page.lineBreaks`), in page order.
    package let breaks: [LineBreak]
    /// How far down the text box the page's text starts (`Page.textTop`), in CSS px.
    package let textTop: Double

    init(_ page: Page) {
        regions = page.regions.map(RegionDocument.init)
        across = page.acrossRegions.map(RegionDocument.init)
        fill = (page.fill * 1000).rounded() / 1000
        zoomable = page.isZoomable
        showsTitle = page.showsTitle
        titleHeight = page.titleHeight.hundredths
        photos = page.placements.compactMap(PhotoHeightDocument.init)
        breaks = page.lineBreaks
        textTop = page.textTop.hundredths
    }
}

/// One text column of a page and where its content starts.
package struct RegionDocument: Sendable {
    /// The text column, 0 for the first.
    package let column: Int
    /// The top-level block and the Unicode-scalar offset in its plain text where the column starts.
    package let start: SourcePosition
    /// Where its content ends, when its last block ends before the next region starts.
    package let end: SourcePosition?

    init(_ region: PageRegion) {
        column = region.column
        start = region.start
        end = region.end
    }
}

/// The height the paginator drew a top-level photo at, so that a client draws it the same
/// size and the page holds what the paginator put on it.
package struct PhotoHeightDocument: Sendable {
    /// The index of the photo block in the article's `blocks`.
    package let block: Int
    /// The text column it sits in.
    package let column: Int
    /// The height of the picture itself, in CSS px; its caption goes below it.
    package let height: Double

    /// The photo height of `placement`, nil when it places no photo.
    init?(_ placement: BlockPlacement) {
        guard let imageHeight = placement.imageHeight else { return nil }
        block = placement.source
        column = placement.column
        height = imageHeight.hundredths
    }
}

extension Double {
    /// The value rounded to hundredths, as CSS px are written in the bundle.
    var hundredths: Double { (self * 100).rounded() / 100 }
}
