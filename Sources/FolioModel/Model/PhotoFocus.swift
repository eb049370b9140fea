/// The point of a photo that a crop keeps in view (`issue.yaml` `cover: focus:`), as shares of
/// its width and height from the top left: (0.5, 0.5) is the centre.
public struct PhotoFocus: Sendable, Equatable, Hashable, Decodable {
    /// Share of the photo's width from its left edge, 0 to 1.
    public var x: Double
    /// Share of the photo's height from its top edge, 0 to 1.
    public var y: Double

    /// Creates a focus; each share is clamped to 0…1.
    public init(x: Double, y: Double) {
        self.x = min(max(x, 0), 1)
        self.y = min(max(y, 0), 1)
    }

    /// The centre of the photo.
    public static let centre = PhotoFocus(x: 0.5, y: 0.5)

    /// What a focus may be, for messages about one that is not.
    public static let written = "two percentages (30% 60%) or the words left, right, top, bottom, center"

    /// A focus as an author writes it: two percentages (`30% 60%`, x then y), or one or two of
    /// the words `left`, `right`, `top`, `bottom` and `center` (`top`, `bottom right`); nil for
    /// anything else.
    public init?(parsing text: String) {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard (1...2).contains(words.count) else { return nil }
        let percentages = words.compactMap(Self.percentage)
        if percentages.count == words.count {
            guard percentages.count == 2 else { return nil }
            self.init(x: percentages[0], y: percentages[1])
            return
        }
        var x: Double?
        var y: Double?
        for word in words {
            switch word {
            case "left": if x == nil { x = 0 } else { return nil }
            case "right": if x == nil { x = 1 } else { return nil }
            case "top": if y == nil { y = 0 } else { return nil }
            case "bottom": if y == nil { y = 1 } else { return nil }
            case "center", "centre": continue
            default: return nil
            }
        }
        self.init(x: x ?? 0.5, y: y ?? 0.5)
    }

    /// `30%` as 0.3; nil unless a number from 0 to 100 followed by `%`.
    private static func percentage(_ word: String) -> Double? {
        guard word.hasSuffix("%"), let value = Double(word.dropLast()), (0...100).contains(value) else { return nil }
        return value / 100
    }

    /// Where a photo of `photoAspect` (width / height) is drawn to cover a box of `width` ×
    /// `height` with this point as near the box's centre as the photo's edges allow: the
    /// drawn rectangle's left, top, width and height, relative to the box (it overhangs the box
    /// on the sides it is cropped on; nothing of the box is left uncovered).
    public func coveringFrame(photoAspect: Double, width: Double, height: Double)
        -> (x: Double, y: Double, width: Double, height: Double)
    {
        guard photoAspect > 0, width > 0, height > 0 else { return (0, 0, width, height) }
        let scale = max(width / photoAspect, height)  // the drawn height
        let drawnWidth = scale * photoAspect
        let drawnHeight = scale
        let left = min(max(width / 2 - x * drawnWidth, width - drawnWidth), 0)
        let top = min(max(height / 2 - y * drawnHeight, height - drawnHeight), 0)
        return (left, top, drawnWidth, drawnHeight)
    }
}
