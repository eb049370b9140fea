import Foundation
import Testing

@testable import FolioNavigation

@Suite struct NavigationMapTests {
    @Test func neighboursAreWhatTheArrowsDoFromTheRestingState() throws {
        let shape = try IssueShape(pageCounts: [2, 3, 1], zoomable: [Position(1, 1)])
        for policy in [
            NavigationPolicy(), NavigationPolicy(horizontal: .anyPage, edgePull: .off, wrap: true),
            NavigationPolicy(direction: .rightToLeft),
        ] {
            let navigator = Navigator(shape: shape, policy: policy)
            let map = try NavigationMap(shape: shape, titles: ["a", "b", "c"], policy: policy)
            for column in map.articles {
                for links in column.links {
                    let resting = NavigationState(at: links.at)
                    for direction in Direction.allCases {
                        #expect(
                            links.neighbours[direction]
                                == navigator.press(NavigationKey(direction), in: resting).state.at.moved(from: links.at)
                        )
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

extension Position {
    /// Self when it differs from `start`, else nil: a neighbour, as the map spells it.
    fileprivate func moved(from start: Position) -> Position? { self == start ? nil : self }
}
