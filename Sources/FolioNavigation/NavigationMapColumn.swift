extension NavigationMap {
    /// One article of the map: its title, pages and every page's links.
    public struct Column: Sendable, Hashable {
        /// The article's title, shown on its first page and when it is revealed.
        public var title: String
        /// The article's page count.
        public var pages: Int
        /// The article's zoomable pages, in column order.
        public var zoomable: [Int]
        /// Each page's links, in column order.
        public var links: [PageLinks]

        /// Creates a column.
        public init(title: String, pages: Int, zoomable: [Int], links: [PageLinks]) {
            self.title = title
            self.pages = pages
            self.zoomable = zoomable
            self.links = links
        }
    }
}
