import Testing

@testable import FolioNavigation

@Suite struct NavigationKeyTests {
    @Test func parsesTheScenarioSpelling() throws {
        #expect(try NavigationKey.sequence("right left down up + - 0 o enter escape") == NavigationKey.shared)
        #expect(
            try NavigationKey.sequence("tab shift-tab 1 2 3 4 5 6 7 8 9") == [.tab, .shiftTab] + NavigationKey.digits)
        #expect(try NavigationKey.sequence("/") == [.search])
        #expect(NavigationKey.shared + [.tab, .shiftTab] + NavigationKey.digits + [.search] == NavigationKey.allCases)
        #expect(NavigationKey.digits.map(\.coverLine) == Array(0...8))
        #expect(NavigationKey.tab.coverLine == nil && NavigationKey.tab.direction == nil)
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
        #expect(NavigationKey(alias: "backtab") == .shiftTab)
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
