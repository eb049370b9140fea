extension NavigationMap {
    /// One article of the map: its title, pages and every page's links.
    public struct Column: Sendable, Hashable, Decodable {
        /// The article's title, shown on its first page and when it is revealed.
        public var title: String
        /// The article's page count.
        public var pages: Int
        /// The article's zoomable pages, in column order.
        public var zoomable: [Int]
        /// Each page's links, in column order.
        public var links: [PageLinks]

        /// The column's keys, for its writer and its decoder alike.
        package enum CodingKeys: String, CodingKey {
            case links, pages, title, zoomable
        }

        /// Creates a column.
        public init(title: String, pages: Int, zoomable: [Int], links: [PageLinks]) {
            self.title = title
            self.pages = pages
            self.zoomable = zoomable
            self.links = links
        }
    }
}
