import FolioModel

extension FrontMatterTable {
    /// The value of `key` as a BCP 47 language tag in its conventional case (`lang:`); a value
    /// that is not one is an error at the value.
    package func languageTag(_ key: String) -> Result<String?, Diagnostic> {
        string(key).flatMap { text in
            guard let text else { return .success(nil) }
            return LanguageTag.read(text, key: key, at: location(ofValue: key)).map { $0 }
        }
    }
}

extension LanguageTag {
    /// `text` as a tag in its conventional case, or the error that says how to write one: the
    /// one reading of `lang:` for `issue.yaml` and front matter in every format.
    static func read(_ text: String, key: String, at location: SourceLocation) -> Result<String, Diagnostic> {
        if let tag = LanguageTag(text) { return .success(tag.text) }
        let hyphenated = String(text.map { $0 == "_" ? "-" : $0 })
        let suggestion = LanguageTag(hyphenated).map { " ('\($0.text)'?)" } ?? ""
        return .failure(
            .error(
                "\(key): '\(ControlCharacters.escaped(text))' is not a BCP 47 language tag\(suggestion); write a language "
                    + "code with an optional script and region, joined by '-' (en, ja, pt-BR, zh-Hant)",
                at: location))
    }
}
