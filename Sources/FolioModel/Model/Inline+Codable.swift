/// Inline runs are objects tagged by `type` (`{"type": "text", "text": "..."}`), written by their
/// one encoder, `Inline.write(to:)` (JSONWritable); decoding reads the same keys.
extension Inline {
    /// The keys of an inline's object, for its writer and its decoder alike.
    package enum Key: String, CodingKey {
        case type, text, content, href, title, style
        /// A link to an article of the issue (`ArticleLink`): its id and heading anchor, as the
        /// JSON bundle writes them beside `href` for clients.
        case article, anchor
    }

    /// The `type` tag of each kind of run.
    public var typeName: String {
        switch self {
        case .text: "text"
        case .emphasis: "emphasis"
        case .strong: "strong"
        case .code: "code"
        case .link: "link"
        case .lineBreak: "line-break"
        case .styled: "styled"
        }
    }

    /// Reads an inline as `write(to:)` writes it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "text": self = .text(try container.decode(String.self, forKey: .text))
        case "code": self = .code(try container.decode(String.self, forKey: .text))
        case "emphasis": self = .emphasis(try container.decode([Inline].self, forKey: .content))
        case "strong": self = .strong(try container.decode([Inline].self, forKey: .content))
        case "link":
            self = .link(
                destination: try container.decode(String.self, forKey: .href),
                title: try container.decodeIfPresent(String.self, forKey: .title),
                content: try container.decode([Inline].self, forKey: .content))
        case "line-break": self = .lineBreak
        case "styled":
            let name = try container.decode(String.self, forKey: .style)
            guard let style = InlineStyle(name: name, title: try container.decodeIfPresent(String.self, forKey: .title))
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .style, in: container, debugDescription: "unknown inline style '\(name)'")
            }
            self = .styled(style, try container.decode([Inline].self, forKey: .content))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown inline type '\(type)'")
        }
    }
}
