import Foundation
import Testing
@testable import FolioNavigation

@Suite struct NavigationMapTests {
    @Test func encodesNeighboursAndRevealsWithSortedKeysAndNulls() throws {
        let map = try NavigationMap(
            pageCounts: [2, 1], zoomablePages: [1: [0]], titles: ["Rivers", "Parks"],
            policy: NavigationPolicy(edgePull: .advance))
        let json = String(decoding: try map.jsonData(prettyPrinted: false), as: UTF8.self)
        #expect(json == """
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
        let data = try map.jsonData()
        #expect(try NavigationMap(pageCounts: [3, 1, 2], zoomablePages: [2: [0], 0: [1, 2]], titles: ["a", "b", "c"],
                                  policy: NavigationPolicy(horizontal: .anyPage, wrap: true)).jsonData() == data)
        #expect(try JSONDecoder().decode(NavigationMap.self, from: data) == map)
        #expect(map.articles[0].zoomable == [1, 2])
        #expect(map.articles[0].links[2].neighbours == [.up: Position(0, 1), .right: Position(1, 0), .left: Position(2, 0)])
    }

    @Test func neighboursAreWhatTheArrowsDoFromTheRestingState() throws {
        let shape = try IssueShape(pageCounts: [2, 3, 1], zoomable: [Position(1, 1)])
        for policy in [NavigationPolicy(), NavigationPolicy(horizontal: .anyPage, edgePull: .off, wrap: true)] {
            let navigator = Navigator(shape: shape, policy: policy)
            let map = try NavigationMap(shape: shape, titles: ["a", "b", "c"], policy: policy)
            for column in map.articles {
                for links in column.links {
                    let resting = NavigationState(at: links.at)
                    for direction in Direction.allCases {
                        #expect(links.neighbours[direction] == navigator.press(NavigationKey(direction), in: resting).state.at.moved(from: links.at))
                    }
                }
            }
        }
    }

    @Test func refusesMismatchedTitlesAndEmptyArticles() {
        #expect(throws: NavigationMapError.titleCount(articles: 2, titles: 1)) {
            try NavigationMap(pageCounts: [1, 1], titles: ["only"], policy: .init())
        }
        #expect(throws: NavigationMapError.shape(.articleWithoutPages(article: 0, count: 0))) {
            try NavigationMap(pageCounts: [0], titles: ["empty"], policy: .init())
        }
    }
}

private extension Position {
    /// Self when it differs from `start`, else nil: a neighbour, as the map spells it.
    func moved(from start: Position) -> Position? { self == start ? nil : self }
}
