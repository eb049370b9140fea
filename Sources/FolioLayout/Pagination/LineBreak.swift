/// A place on a page where a line of text wraps inside a text block: where the paginator
/// started a new line that is not a block's (or a page column's) first. A sink that shows the
/// page draws exactly these lines: the HTML carousel puts a line break at each, the terminal
/// draws the paginator's lines.
///
/// An issue of 10,000 articles has millions of these in its five geometries, so one is kept
/// in eight bytes: the source (plus 3) in the high half, the hyphen mark in the top bit of the
/// low half and the offset below it.
public struct LineBreak: Sendable, Equatable, Hashable, Decodable {
    /// The title's lines, as a `source`.
    public static let title = -1
    /// The byline's lines, as a `source`.
    public static let byline = -2
    /// The dek's lines (an opener's, between the title and the byline), as a `source`.
    public static let dek = -3

    private var packed: UInt64

    /// The index of the top-level block in the article's unpaginated blocks, or `title`,
    /// `byline` or `dek`.
    public var source: Int { Int(packed >> 32) - 3 }
    /// The Unicode scalar offset in the source's plain text (`Block.plainText`, or the title or
    /// byline) where the new line starts.
    public var offset: Int { Int(packed & 0x7FFF_FFFF) }
    /// Whether the line before ends with a hyphen the paginator added (a word hyphenated at
    /// the break).
    public var hyphenated: Bool { packed & 0x8000_0000 != 0 }

    /// Creates a line break; `source` is at least `dek` and below 2³² − 3, `offset` below 2³¹.
    public init(source: Int, offset: Int, hyphenated: Bool = false) {
        precondition(source >= Self.dek && source < Int(UInt32.max) - 3, "a line break's source is a block or title")
        precondition(offset >= 0 && offset <= 0x7FFF_FFFF, "a line break's offset fits in 31 bits")
        packed = UInt64(source + 3) << 32 | UInt64(offset) | (hyphenated ? 0x8000_0000 : 0)
    }

    private enum CodingKeys: String, CodingKey {
        case source, offset, hyphenated
    }

    /// Reads `{"source": …, "offset": …, "hyphenated": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let source = try container.decode(Int.self, forKey: .source)
        let offset = try container.decode(Int.self, forKey: .offset)
        guard source >= Self.dek, source < Int(UInt32.max) - 3, offset >= 0, offset <= 0x7FFF_FFFF else {
            throw DecodingError.dataCorruptedError(
                forKey: .offset, in: container, debugDescription: "a line break's source or offset is out of range")
        }
        self.init(
            source: source, offset: offset,
            hyphenated: try container.decodeIfPresent(Bool.self, forKey: .hyphenated) ?? false)
    }
}
