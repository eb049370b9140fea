import FolioNavigation
import FolioPipeline
import Foundation
import Testing

/// The navigation map as the JSON bundle carries it: sorted keys, nulls, the same bytes for the
/// same issue, and it reads back.
@Suite struct NavigationMapEncodingTests {
    @Test func encodesNeighboursAndRevealsWithSortedKeysAndNulls() throws {
        let map = try NavigationMap(
            pageCounts: [2, 1], zoomablePages: [1: [0]], titles: ["Rivers", "Parks"],
            policy: NavigationPolicy(edgePull: .advance))
        let json = String(decoding: map.jsonData(), as: UTF8.self)
        #expect(
            json == """
                {"articles":[\
                {"links":[\
                {"at":[0,0],"neighbours":{"down":[0,1],"left":null,"right":[1,0],"up":null},"reveals":{"down":null,"up":null}},\
                {"at":[0,1],"neighbours":{"down":null,"left":null,"right":null,"up":[0,0]},"reveals":{"down":[1,0],"up":null}}],\
                "pages":2,"title":"Rivers","zoomable":[]},\
                {"links":[\
                {"at":[1,0],"neighbours":{"down":null,"left":[0,0],"right":null,"up":null},"reveals":{"down":null,"up":[0,0]}}],\
                "pages":1,"title":"Parks","zoomable":[0]}],\
                "policy":{"edge-pull":"advance","horizontal":"first-page","max-zoom":10,"remember-page":false,"start":"first","wrap":false,"zoom-step":2}}
                """)
    }

    @Test func roundTripsAndIsDeterministic() throws {
        let map = try NavigationMap(
            pageCounts: [3, 1, 2], zoomablePages: [0: [2, 1], 2: [0]], titles: ["a", "b", "c"],
            policy: NavigationPolicy(horizontal: .anyPage, wrap: true))
        let data = map.jsonData()
        #expect(
            try NavigationMap(
                pageCounts: [3, 1, 2], zoomablePages: [2: [0], 0: [1, 2]], titles: ["a", "b", "c"],
                policy: NavigationPolicy(horizontal: .anyPage, wrap: true)
            ).jsonData() == data)
        #expect(try JSONDecoder().decode(NavigationMap.self, from: data) == map)
        #expect(map.articles[0].zoomable == [1, 2])
        #expect(
            map.articles[0].links[2].neighbours == [.up: Position(0, 1), .right: Position(1, 0), .left: Position(2, 0)])
    }
}
