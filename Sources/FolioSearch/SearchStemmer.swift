/// The stemmer search uses where one exists for the language: English plurals by Harman's
/// S-stemmer ("gardens" and "garden", "libraries" and "library" find each other). Words of other
/// languages are their own stems.
///
/// The rules are data (`rules`), which the carousel's search reads from the index the html sink
/// writes, so that a reader's words are stemmed as the articles' were.
package enum SearchStemmer {
    /// One rule: a key longer than `SearchStemmer.shortest` characters that ends in `suffix`, and in
    /// none of `unless`, ends in `replacement` instead. The first rule that applies is the only one
    /// (a key that ends in "eies" goes on to the "es" rule).
    package struct Rule: Sendable {
        package var suffix: String
        package var unless: [String]
        package var replacement: String
    }

    /// Keys this long or shorter are their own stems.
    package static let shortest = 3

    /// The rules of each language that has them, by its primary BCP 47 subtag.
    package static let rules: [String: [Rule]] = [
        "en": [
            Rule(suffix: "ies", unless: ["eies", "aies"], replacement: "y"),
            Rule(suffix: "es", unless: ["aes", "ees", "oes"], replacement: "e"),
            Rule(suffix: "s", unless: ["us", "ss"], replacement: ""),
        ]
    ]

    /// The stem of `key` (a `SearchKey`) in `language` (a BCP 47 tag).
    package static func stem(_ key: String, language: String) -> String {
        let primary = language.split(separator: "-", maxSplits: 1).first.map(String.init) ?? language
        guard let rules = rules[primary], key.count > shortest else { return key }
        for rule in rules where key.hasSuffix(rule.suffix) && !rule.unless.contains(where: key.hasSuffix) {
            return key.dropLast(rule.suffix.count) + rule.replacement
        }
        return key
    }
}
