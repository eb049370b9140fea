/// Blocks are objects tagged by `type` (`{"type": "heading", "level": 2, "content": [...]}`),
/// the form the JSON bundle documents in its schema. They are written by their one encoder,
/// `Block.write(to:)` (JSONWritable); decoding, for readers and tests, reads the same keys.
extension Block {
    /// The keys of a block's object, for its writer and its decoder alike.
    package enum Key: String, CodingKey {
        case type, level, content, ordered, start, tight, items, info, text
        case path, width, height, caption, alt, link, role, wide, maxWidth
        case alignments, header, rows
    }

    /// The `type` tag of each kind of block.
    public var typeName: String {
        switch self {
        case .heading: "heading"
        case .paragraph: "paragraph"
        case .list: "list"
        case .quote: "quote"
        case .code: "code"
        case .thematicBreak: "thematic-break"
        case .photo: "photo"
        case .pageBreak: "page-break"
        case .table: "table"
        }
    }

    /// Reads a block as `write(to:)` writes it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "heading":
            self = .heading(
                level: try container.decode(Int.self, forKey: .level),
                content: try container.decode([Inline].self, forKey: .content))
        case "paragraph":
            self = .paragraph(try container.decode([Inline].self, forKey: .content))
        case "list":
            self = .list(
                ListBlock(
                    ordered: try container.decode(Bool.self, forKey: .ordered),
                    start: try container.decode(Int.self, forKey: .start),
                    tight: try container.decode(Bool.self, forKey: .tight),
                    items: try container.decode([[Block]].self, forKey: .items)))
        case "quote":
            self = .quote(
                try container.decode([Block].self, forKey: .content),
                role: try container.decodeIfPresent(String.self, forKey: .role))
        case "code":
            self = .code(
                info: try container.decode(String.self, forKey: .info),
                text: try container.decode(String.self, forKey: .text))
        case "thematic-break":
            self = .thematicBreak
        case "photo":
            var photo = Photo(
                path: try container.decode(String.self, forKey: .path),
                width: try container.decode(Int.self, forKey: .width),
                height: try container.decode(Int.self, forKey: .height),
                caption: try container.decodeIfPresent(String.self, forKey: .caption),
                alt: try container.decodeIfPresent(String.self, forKey: .alt),
                link: try container.decodeIfPresent(String.self, forKey: .link))
            photo.spansColumns = try container.decodeIfPresent(Bool.self, forKey: .wide) ?? false
            photo.maximumWidth = try container.decodeIfPresent(Double.self, forKey: .maxWidth)
            self = .photo(photo)
        case "page-break":
            self = .pageBreak
        case "table":
            self = .table(
                TableBlock(
                    alignments: try container.decode([TableBlock.Alignment].self, forKey: .alignments),
                    header: try container.decode([[Inline]].self, forKey: .header),
                    rows: try container.decode([[[Inline]]].self, forKey: .rows)))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown block type '\(type)'")
        }
    }
}
