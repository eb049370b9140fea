/// The stemmer search uses where one exists for the language: English plurals by Harman's
/// S-stemmer ("gardens" and "garden", "libraries" and "library" find each other). Words of other
/// languages are their own stems.
///
/// The rules are data (`rules`), which the carousel's search reads from the index the html sink
/// writes, so that a reader's words are stemmed as the articles' were. Suffixes are compared in
/// code units and lengths counted in code points, as a browser's `endsWith` and `[...key]` do.
package enum SearchStemmer {
    /// One rule: a key longer than `SearchStemmer.shortest` code points that ends in `suffix`, and in
    /// none of `unless`, ends in `replacement` instead. The first rule that applies is the only one
    /// (a key that ends in "eies" goes on to the "es" rule).
    package struct Rule: Sendable {
        package var suffix: String
        package var unless: [String]
        package var replacement: String
    }

    /// The rules of one language, found once for many words.
    package struct Rules: Sendable {
        let rules: [Rule]?

        /// The rules of `language` (a BCP 47 tag), by its primary subtag; none where it has none.
        package init(language: String) {
            let primary = language.split(separator: "-", maxSplits: 1).first.map(String.init) ?? language
            rules = SearchStemmer.rules[primary]
        }
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
        stem(key, rules: Rules(language: language))
    }

    /// The stem of `key` (a `SearchKey`) by a language's `rules`.
    package static func stem(_ key: String, rules: Rules) -> String {
        guard let rules = rules.rules, key.unicodeScalars.count > shortest else { return key }
        let units = key.utf8
        func ends(_ suffix: String) -> Bool {
            units.count >= suffix.utf8.count && units.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        }
        for rule in rules where ends(rule.suffix) && !rule.unless.contains(where: ends) {
            return String(decoding: units.dropLast(rule.suffix.utf8.count), as: UTF8.self) + rule.replacement
        }
        return key
    }
}
