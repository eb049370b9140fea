import FolioModel

extension YAMLMapping {
    /// The value of `key` as a BCP 47 language tag in its conventional case (`lang:` in
    /// `issue.yaml`); a value that is not one is an error at the value (`LanguageTag.read`).
    package func languageTag(_ key: String) -> Result<String?, Diagnostic> {
        string(key).flatMap { text in
            guard let text else { return .success(nil) }
            return LanguageTag.read(text, key: key, at: location(ofValue: key)).map { $0 }
        }
    }
}
