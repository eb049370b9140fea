import Testing

@testable import FolioText

/// Hyphenation points from libhyphen and Debian's dictionaries.
@Suite struct HyphenatorTests {
    @Test func germanCompounds() throws {
        let german = try Hyphenator(language: "de")
        #expect(german.hyphenated("Silbentrennung", marker: "-") == "Sil-ben-tren-nung")
        #expect(
            german.hyphenated("Donaudampfschifffahrtsgesellschaft", marker: "-")
                == "Do-nau-dampf-schiff-fahrts-ge-sell-schaft")
        // ISO 8859-1 dictionary: ß and umlauts are spelt in its encoding.
        #expect(german.hyphenated("Straßenbahnhaltestelle", marker: "-") == "Stra-ßen-bahn-hal-te-stel-le")
        #expect(german.hyphenated("Übermüdung", marker: "-") == "Über-mü-dung")
    }

    @Test func englishAndSoftHyphens() throws {
        let english = try Hyphenator(language: "en-US")
        #expect(english.dictionaryPath.hasSuffix("hyph_en_US.dic"))
        #expect(english.hyphenated("hyphenation", marker: "-") == "hy-phen-ation")
        #expect(english.hyphenated("Typography") == "Ty\u{AD}pog\u{AD}ra\u{AD}phy")
        #expect(english.points(in: "a").isEmpty)
        #expect(english.points(in: "日本").isEmpty)
    }

    @Test func aMissingDictionaryNamesThePackage() {
        let error = #expect(throws: HyphenationError.self) { try Hyphenator(language: "xx-YY") }
        #expect(error?.package == "hyphen-xx")
        #expect(error?.description.hasSuffix("install the Debian package hyphen-xx") == true)
        #expect(
            error?.searched == [
                "/usr/share/hyphen/hyph_xx_YY.dic", "/usr/share/hyphen/hyph_xx.dic", "/usr/share/hyphen/hyph_xx_XX.dic",
            ])
    }
}
