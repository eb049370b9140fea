/// The set texts of one article, kept while the article is laid out in every geometry of the
/// issue: a text is cut and shaped once, and only filled into lines per geometry. Used by one
/// thread at a time (the one laying the article out), so it needs no lock.
final class SetTextCache: @unchecked Sendable {
    /// A text as it is set: its role, whether it keeps spaces, its measuring text and the
    /// styles of its runs (UTF-8 length and style of each).
    struct Key: Hashable {
        var role: TextRole
        var preservesSpaces: Bool
        var text: String
        var styles: [UInt32]
    }

    private var texts: [Key: SetText] = [:]

    /// The set text for `key`, made by `make` the first time.
    func text(for key: Key, make: () -> SetText) -> SetText {
        if let known = texts[key] { return known }
        let made = make()
        texts[key] = made
        return made
    }
}
