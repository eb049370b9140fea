import Testing

@testable import FolioModel

@Suite struct SlugTests {
    @Test(arguments: [
        ("Yosemite Valley (1864)", "yosemite-valley-1864"),
        ("Crème brûlée, twice!", "creme-brulee-twice"),
        ("  the--slow__harbour ", "the-slow-harbour"),
        ("日本", "article"),
    ])
    func makesStableSlugs(input: String, expected: String) {
        #expect(Slug.make(input) == expected)
    }
}
