/// The direction in which a run of text is read.
public enum TextDirection: Sendable, Hashable {
    /// Left to right (Latin, Cyrillic, Han, Thai...).
    case leftToRight
    /// Right to left (Arabic, Hebrew...).
    case rightToLeft
}
