/// Inline runs encode as objects tagged by `type` (`{"type": "text", "text": "..."}`).
extension Inline {
    private enum Key: String, CodingKey {
        case type, text, content, href, title
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
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(typeName, forKey: .type)
        switch self {
        case .text(let text), .code(let text):
            try container.encode(text, forKey: .text)
        case .emphasis(let content), .strong(let content):
            try container.encode(content, forKey: .content)
        case .link(let destination, let title, let content):
            try container.encode(destination, forKey: .href)
            try container.encodeIfPresent(title, forKey: .title)
            try container.encode(content, forKey: .content)
        case .lineBreak:
            break
        }
    }

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
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown inline type '\(type)'")
        }
    }
}
