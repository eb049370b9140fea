import Testing

@testable import FolioText

/// Ids in ASCII for titles in any script.
@Suite struct IDTransliteratorTests {
    @Test(arguments: [
        ("日本の旅", "ri-ben-no-lu"),
        ("Москва", "moskva"),
        ("Αθήνα", "athina"),
        ("Ærø Straße", "aero-strasse"),
        ("مرحبا بالعالم", "mrhba-bal-alm"),
        ("서울", "seoul"),
        ("Hello, World!", "hello-world"),
        ("  --  ", ""),
    ])
    func idsReadInASCII(_ title: String, _ id: String) throws {
        #expect(try IDTransliterator().id(for: title) == id)
    }

    @Test func asciiKeepsCaseAndPunctuation() throws {
        #expect(try IDTransliterator().ascii("Ærø Straße!") == "AEro Strasse!")
    }
}
