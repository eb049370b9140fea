/// The stemmer search uses where one exists for the language: English plurals by Harman's
/// S-stemmer ("gardens" and "garden", "libraries" and "library" find each other). Words of other
/// languages are their own stems.
package enum SearchStemmer {
    /// The stem of `key` (a `SearchKey`) in `language` (a BCP 47 tag).
    package static func stem(_ key: String, language: String) -> String {
        guard language == "en" || language.hasPrefix("en-"), key.count > 3 else { return key }
        if key.hasSuffix("ies"), !key.hasSuffix("eies"), !key.hasSuffix("aies") { return key.dropLast(3) + "y" }
        if key.hasSuffix("es"), !key.hasSuffix("aes"), !key.hasSuffix("ees"), !key.hasSuffix("oes") {
            return String(key.dropLast(1))
        }
        if key.hasSuffix("s"), !key.hasSuffix("us"), !key.hasSuffix("ss") { return String(key.dropLast()) }
        return key
    }
}
