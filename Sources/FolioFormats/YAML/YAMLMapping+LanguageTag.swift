import FolioModel

extension YAMLMapping {
    /// The value of `key` as a BCP 47 language tag in its conventional case (`lang:` in
    /// `issue.yaml` and in front matter); a value that is not one is an error at the value.
    package func languageTag(_ key: String) -> Result<String?, Diagnostic> {
        string(key).flatMap { text in
            guard let text else { return .success(nil) }
            if let tag = LanguageTag(text) { return .success(tag.text) }
            let hyphenated = String(text.map { $0 == "_" ? "-" : $0 })
            let suggestion = LanguageTag(hyphenated).map { " ('\($0.text)'?)" } ?? ""
            return .failure(
                .error(
                    "\(key): '\(text)' is not a BCP 47 language tag\(suggestion); write a language code with an "
                        + "optional script and region, joined by '-' (en, ja, pt-BR, zh-Hant)",
                    at: location(ofValue: key)))
        }
    }
}
