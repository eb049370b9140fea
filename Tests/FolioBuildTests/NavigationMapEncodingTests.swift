import FolioBuild
import FolioFormats
import FolioNavigation
import FolioPluginAPI
import Foundation
import Testing

/// The navigation map as the bundles carry it: its compact form with sorted keys and nulls, the
/// same bytes for the same issue, and it reads back to the rules engine's map.
@Suite struct NavigationMapEncodingTests {
    @Test func encodesPatternsColumnsAndTheStripWithSortedKeysAndNulls() throws {
        let map = try NavigationMap(
            pageCounts: [2, 1], zoomablePages: [1: [0]], titles: ["Rivers", "Parks"],
            policy: NavigationPolicy(edgePull: .advance))
        let json = String(decoding: map.jsonData(), as: UTF8.self)
        #expect(
            json == """
                {"columns":[{"runs":[1,0,1,1],"zoomable":[]},{"runs":[1,2],"zoomable":[0]}],\
                "links":[\
                {"neighbours":{"down":[0,1],"left":null,"right":[1,0],"up":null},"reveals":{"down":null,"up":null}},\
                {"neighbours":{"down":null,"left":null,"right":null,"up":[0,-1]},"reveals":{"down":[1,0],"up":null}},\
                {"neighbours":{"down":null,"left":[-1,0],"right":null,"up":null},"reveals":{"down":null,"up":[-1,0]}}],\
                "policy":{"direction":"ltr","edge-pull":"advance","horizontal":"first-page","max-zoom":10,"remember-page":false,"start":"first","wrap":false,"zoom-step":2},\
                "strip":[0,1]}
                """)
    }

    @Test func roundTripsAndIsDeterministic() throws {
        let policy = NavigationPolicy(horizontal: .anyPage, wrap: true)
        let map = try NavigationMap(
            pageCounts: [3, 1, 2], zoomablePages: [0: [2, 1], 2: [0]], titles: ["a", "b", "c"], policy: policy)
        let data = map.jsonData()
        #expect(
            try NavigationMap(
                pageCounts: [3, 1, 2], zoomablePages: [2: [0], 0: [1, 2]], titles: ["a", "b", "c"], policy: policy
            ).jsonData() == data)
        let compact = try JSONDecoder().decode(CompactNavigationMap.self, from: data)
        #expect(try compact.expanded(titles: ["a", "b", "c"]) == map)
        #expect(map.articles[0].zoomable == [1, 2])
        #expect(
            map.articles[0].links[2].neighbours == [.up: Position(0, 1), .right: Position(1, 0), .left: Position(2, 0)])
    }

    /// A long issue's map grows with its articles, not its pages: 10,000 articles of 2 to 9 pages
    /// share a few columns, and each article adds one small number to the strip.
    @Test func growsWithArticlesNotPages() throws {
        let counts = (0..<10_000).map { 2 + ($0 * 7) % 8 }
        let map = try NavigationMap(
            pageCounts: counts, titles: counts.indices.map { "Article \($0)" }, policy: NavigationPolicy())
        let bytes = map.jsonData().count
        #expect(counts.reduce(0, +) > 50_000)
        #expect(bytes < 10_000 * 6, "\(bytes) bytes")
        #expect(CompactNavigationMap(map).columns.count < 30)
    }
}
