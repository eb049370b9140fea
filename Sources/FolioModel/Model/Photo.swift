/// A photo: where it is in the content folder, its pixel size and its words.
public struct Photo: Sendable, Equatable, Hashable, Decodable {
    /// The path relative to the content folder, with `/` separators (`photos/harbour.jpg`).
    public var path: String
    /// The width in pixels, read from the file's header.
    public var width: Int
    /// The height in pixels, read from the file's header.
    public var height: Int
    /// A caption shown with the photo.
    public var caption: String?
    /// Alternative text for readers who cannot see the photo.
    public var alt: String?
    /// Where the photo links to, when the article wraps it in a link (a linked photo);
    /// a destination `LinkPolicy` allows.
    public var link: String?
    /// The point a crop keeps in view (the cover's `focus:`); nil for the centre.
    public var focus: PhotoFocus?
    /// How bright it is where, when the build measured it (a cover's photo, for the scrims
    /// behind the words over it).
    public var tone: PhotoTone?
    /// Whether the author set the photo across the columns of a page of several (kramdown's
    /// `{: .wide}` under it, an HTML `class="wide"`: `wideRoles`): it goes at the top of a page,
    /// as a pull quote does; on one column it is where it is written.
    public var spansColumns = false
    /// The most CSS px wide the photo is drawn, when its source asked for a small picture (an
    /// HTML `width` attribute; an avatar's or an icon's class: `smallRoles`); nil: as wide as
    /// its column. It is never drawn wider than that, nor than its column.
    public var maximumWidth: Double?

    /// The classes that mark a small picture (an avatar, an icon, an emoji, a badge), as
    /// sources write them (lower case, whole or as a class's last hyphenated part:
    /// `pquote-avatar`), drawn at most `smallWidth` CSS px wide.
    public static let smallRoles: Set<String> = ["avatar", "icon", "emoji", "badge"]
    /// How wide a picture `smallRoles` marks is drawn at the most, in CSS px.
    public static let smallWidth = 96.0

    /// The classes that set a photo across the columns, as sources write them (lower case):
    /// `wide`, `full`, `full-width`, `fullwidth`, `span`.
    public static let wideRoles: Set<String> = ["wide", "full", "full-width", "fullwidth", "span"]

    /// Creates a photo.
    public init(path: String, width: Int, height: Int, caption: String? = nil, alt: String? = nil, link: String? = nil)
    {
        self.path = path
        self.width = width
        self.height = height
        self.caption = caption
        self.alt = alt
        self.link = link
    }

    /// Width divided by height; 1 for a degenerate size.
    public var aspectRatio: Double {
        guard width > 0, height > 0 else { return 1 }
        return Double(width) / Double(height)
    }
}
