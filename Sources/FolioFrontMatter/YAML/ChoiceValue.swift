import FolioModel

/// A value that must be one of an enumeration's raw values (`layout: band`, `opener: over`), as
/// YAML settings and front matter alike read it.
enum ChoiceValue {
    /// `text` as one of `T`'s cases; nil for no text; an error at `location` naming every case
    /// otherwise (`cover.layout: expected one of full, band, classic, found 'wide'`, `what` being
    /// the key as the message names it).
    static func read<T: RawRepresentable & CaseIterable>(_ text: String?, as what: String, at location: SourceLocation)
        -> Result<T?, Diagnostic>
    where T.RawValue == String {
        guard let text else { return .success(nil) }
        if let value = T(rawValue: text) { return .success(value) }
        let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
        return .failure(
            .error("\(what): expected one of \(allowed), found '\(ControlCharacters.escaped(text))'", at: location))
    }
}
