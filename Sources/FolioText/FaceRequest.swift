/// What a run of text asks of the fonts: the role it plays and its style. The issue's
/// fonts answer with a stack of faces (`IssueFonts.stack(for:language:)`).
public struct FaceRequest: Sendable, Hashable, CustomStringConvertible {
    /// The part of the page the text is set in.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// Running text, bylines and captions.
        case body
        /// Titles and headings.
        case heading
        /// Code, inline or in blocks.
        case mono
    }

    /// The role.
    public var role: Role
    /// Whether the text is bold.
    public var bold: Bool
    /// Whether the text is italic.
    public var italic: Bool

    /// A request for `role` text, regular unless `bold` or `italic`.
    public init(role: Role, bold: Bool = false, italic: Bool = false) {
        self.role = role
        self.bold = bold
        self.italic = italic
    }

    /// "body", "heading bold", "body bold italic".
    public var description: String {
        [role.rawValue, bold ? "bold" : nil, italic ? "italic" : nil].compactMap { $0 }.joined(separator: " ")
    }
}
