import FolioModel

/// A value that must be one of a few (`layout: band`, `opener: over`, `focus: top`), as YAML
/// settings and front matter alike read it.
package enum ChoiceValue {
    /// `text` as one of `T`'s cases; nil for no text; an error at `location` naming every case
    /// otherwise (`cover.layout: expected one of full, band, classic, found 'wide'`, `what` being
    /// the key as the message names it).
    package static func read<T: RawRepresentable & CaseIterable>(
        _ text: String?, as what: String, at location: SourceLocation
    )
        -> Result<T?, Diagnostic>
    where T.RawValue == String {
        guard let text else { return .success(nil) }
        if let value = T(rawValue: text) { return .success(value) }
        let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
        return .failure(
            .error("\(what): expected one of \(allowed), found '\(ControlCharacters.escaped(text))'", at: location))
    }

    /// `text` as a photo's focus (`PhotoFocus(parsing:)`); nil for no text; an error at `location`
    /// saying what a focus may be otherwise.
    package static func focus(_ text: String?, as what: String, at location: SourceLocation)
        -> Result<PhotoFocus?, Diagnostic>
    {
        guard let text else { return .success(nil) }
        if let focus = PhotoFocus(parsing: text) { return .success(focus) }
        return .failure(
            .error("\(what): expected \(PhotoFocus.written), found '\(ControlCharacters.escaped(text))'", at: location))
    }
}
