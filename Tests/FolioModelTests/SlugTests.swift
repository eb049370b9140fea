import FolioLayout
import Testing

@testable import FolioModel

@Suite struct SlugTests {
    @Test(arguments: [
        ("Yosemite Valley (1864)", "yosemite-valley-1864"),
        ("Crème brûlée, twice!", "creme-brulee-twice"),
        ("  the--slow__harbour ", "the-slow-harbour"),
        ("the-slow-harbour", "the-slow-harbour"),
        ("Día de Muertos", "dia-de-muertos"),
        ("", "article"),
        ("!!!", "article"),
    ])
    func makesStableSlugs(input: String, expected: String) {
        #expect(Slug.make(input) == expected)
    }

    /// The file names of issue 28, each in ASCII (they were `article-7`, `article-2`,
    /// `article` and `r-stra-e`).
    @Test(arguments: [
        ("日本の旅", "ri-ben-no-lu"),
        ("Москва", "moskva"),
        ("Αθήνα", "athina"),
        ("Ærø Straße", "aero-strasse"),
        ("日本", "ri-ben"),
        ("서울 2026", "seoul-2026"),
        ("Tiếng Việt", "tieng-viet"),
    ])
    func transliteratesEveryScript(input: String, expected: String) {
        #expect(Slug.make(input) == expected)
    }
}
