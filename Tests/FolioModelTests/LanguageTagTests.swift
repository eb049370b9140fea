import FolioNavigation
import Testing

@testable import FolioModel

@Suite struct LanguageTagTests {
    @Test(arguments: [
        ("en", "en"), ("JA", "ja"), ("pt-br", "pt-BR"), ("zh-hant-tw", "zh-Hant-TW"), ("sr-Latn", "sr-Latn"),
        ("es-419", "es-419"), ("de-CH-1996", "de-CH-1996"), ("sl-rozaj-biske", "sl-rozaj-biske"),
        ("zh-yue-HK", "zh-yue-HK"), ("en-US-u-ca-gregory", "en-US-u-ca-gregory"), ("en-x-Folio", "en-x-folio"),
        ("ckb", "ckb"),
    ])
    func readsWellFormedTagsInTheirConventionalCase(text: String, canonical: String) {
        #expect(LanguageTag(text)?.text == canonical)
    }

    @Test(arguments: [
        "", "e", "en_US", "english", "eng1ish", "x-private", "en-", "-en", "en--US", "en-US-u", "en-x", "fr-FR-a-b",
        "日本語", "en US",
        "1234", "en-Latn-Latn-US",
    ])
    func rejectsWhatIsNotATag(text: String) {
        #expect(LanguageTag(text) == nil)
    }

    @Test(arguments: [
        "ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb", "syr", "ar-EG", "iw", "az-Arab", "pa-Arab-PK",
        "ks-Arab", "en-Hebr", "dv-Thaa", "syr-Syrc", "man-Nkoo", "ff-Adlm",
    ])
    func rightToLeftLanguagesAndScripts(tag: String) {
        #expect(LanguageTag.direction(of: tag) == .rightToLeft)
    }

    @Test(arguments: ["en", "ja", "zh-Hans", "ru", "el", "th", "hi", "ar-Latn", "ur-Latn", "not a tag"])
    func leftToRightLanguages(tag: String) {
        #expect(LanguageTag.direction(of: tag) == .leftToRight)
    }

    @Test func theIssueLanguageDecidesItsOwnPages() {
        #expect(IssueSettings().pageLanguage == "en")
        #expect(IssueSettings().writingDirection == .leftToRight)
        #expect(IssueSettings(language: "he").pageLanguage == "he")
        #expect(IssueSettings(language: "he").writingDirection == .rightToLeft)
    }
}
