import Testing

@testable import FolioNavigation

@Suite struct NavigationKeyTests {
    @Test func parsesTheScenarioSpelling() throws {
        #expect(try NavigationKey.sequence("right left down up + - 0 o enter escape") == NavigationKey.allCases)
        #expect(try NavigationKey.sequence("  down   right ") == [.down, .right])
        #expect(try NavigationKey.sequence("") == [])
        #expect(throws: NavigationKeyError(word: "q")) { try NavigationKey.sequence("down q") }
    }

    @Test func mapsAliases() {
        #expect(NavigationKey(alias: "h") == .left)
        #expect(NavigationKey(alias: "j") == .down)
        #expect(NavigationKey(alias: "k") == .up)
        #expect(NavigationKey(alias: "l") == .right)
        #expect(NavigationKey(alias: "space") == .down)
        #expect(NavigationKey(alias: "+") == .zoomIn)
        #expect(NavigationKey(alias: "q") == nil)
    }

    @Test func arrowsAreDirections() {
        for direction in Direction.allCases {
            #expect(NavigationKey(direction).direction == direction)
        }
        #expect(NavigationKey.enter.direction == nil)
    }

    @Test func directionsSortAsScenariosListThem() {
        #expect(Direction.allCases.sorted() == [.down, .left, .right, .up])
    }
}
