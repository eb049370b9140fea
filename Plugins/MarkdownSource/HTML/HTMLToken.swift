/// One token of HTML as `HTMLTokenizer` reads it, with the byte range of its source.
struct HTMLToken {
    /// What the token is.
    enum Kind: Equatable {
        /// Text, character references decoded (`&amp;` is `&`).
        case text(String)
        /// A start tag: its name in lower case, its attributes in order (names in lower case,
        /// values decoded), and whether it ended `/>`.
        case startTag(name: String, attributes: [HTMLAttribute], selfClosing: Bool)
        /// An end tag, its name in lower case.
        case endTag(name: String)
        /// A comment, a declaration (`<!DOCTYPE html>`) or a processing instruction: never shown.
        case comment(String)
    }

    let kind: Kind
    /// The byte offset of the token's first byte in the tokenized text.
    let start: Int
    /// The byte offset just after the token's last byte.
    let end: Int
}

/// One attribute of a start tag.
struct HTMLAttribute: Equatable {
    let name: String
    let value: String
}

extension [HTMLAttribute] {
    /// The value of the first attribute named `name` (lower case); nil when there is none.
    subscript(attribute name: String) -> String? {
        first { $0.name == name }?.value
    }
}
