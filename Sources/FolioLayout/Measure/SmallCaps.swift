/// Small capitals, as every sink draws them: each lowercase letter as its capital at
/// `Typography.smallCapsSize` of the text's size, every other character as it is, one run each,
/// the way a browser synthesizes them (the carousel draws exactly this: `text-transform:
/// uppercase` at that size on the runs the paginator names, whatever the font). The first line of
/// an article's opening paragraph is set so with `theme: first-line: small-caps`.
package enum SmallCaps {
    /// The capital that draws `scalar` as a small capital: its one-scalar uppercase mapping, when
    /// it is a lowercase letter that has one as long as itself in UTF-8 and UTF-16 (so offsets into
    /// the text hold for the capitals: `ß` keeps its form); nil for every other scalar.
    package static func capital(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard scalar.properties.isLowercase else { return nil }
        let mapping = scalar.properties.uppercaseMapping.unicodeScalars
        guard mapping.count == 1, let capital = mapping.first, capital != scalar,
            capital.utf8.count == scalar.utf8.count, capital.utf16.count == scalar.utf16.count
        else { return nil }
        return capital
    }

    /// `text` with each scalar `capital(of:)` maps replaced by its capital.
    package static func capitals(_ text: Substring) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { capital(of: $0) ?? $0 }))
    }

    /// Whether text in `language` may be set in small capitals: not where CSS uppercases in a way
    /// of the language's own (Turkish and Azeri dotted i, Greek accents, Lithuanian dots, Dutch ij),
    /// which the carousel would draw unlike the paginator's capitals.
    package static func applies(to language: String) -> Bool {
        let primary = language.lowercased().split(separator: "-").first.map(String.init) ?? ""
        return !["tr", "az", "el", "lt", "nl"].contains(primary)
    }
}
