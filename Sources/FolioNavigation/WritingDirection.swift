/// The direction an issue's language is written in, and so the order of its strip: in a
/// right-to-left issue the next article is to the left of the current one.
public enum WritingDirection: String, Sendable, Hashable, Decodable, CaseIterable {
    /// Latin, Cyrillic, CJK, ...: the next article is to the right.
    case leftToRight = "ltr"
    /// Arabic, Hebrew, ...: the next article is to the left.
    case rightToLeft = "rtl"
}
