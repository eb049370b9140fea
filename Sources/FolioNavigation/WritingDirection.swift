/// The direction an issue's language is written in, and so the order of its strip: in a
/// right-to-left issue the next article is to the left of the current one.
public enum WritingDirection: String, Sendable, Hashable, Decodable, CaseIterable {
    /// Latin, Cyrillic, CJK, ...: the next article is to the right.
    case leftToRight = "ltr"
    /// Arabic, Hebrew, ...: the next article is to the left.
    case rightToLeft = "rtl"

    /// Where the arrow `direction` (a screen direction: a key, a swipe, an indicator) leads
    /// along the strip or the column: `+1` to the next article or page, `-1` to the previous.
    /// `down` is always the next page; `right` is the next article left to right and the
    /// previous one right to left. The one place the strip is mirrored: the rules engine (and
    /// so the navigation map every sink follows) and the carousel's runtime (`folio-rules.js`,
    /// reading `direction` from the map's policy) take every screen direction through it.
    public func step(of direction: Direction) -> Int {
        self == .rightToLeft && direction.isHorizontal ? -direction.step : direction.step
    }
}
