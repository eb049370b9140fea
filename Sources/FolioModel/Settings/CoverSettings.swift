/// What `issue.yaml`'s `cover:` says about the cover: every field optional, each nil
/// meaning its default.
///
/// ```yaml
/// cover:
///   photo: photos/dunes.jpg              # default: the first photo
///   lines: [hollin-water, fenwick-wood]  # article ids, 1–5; default: the first 3 articles
///   number: 12                           # default: the issue's `number:`
///   date: 2026-11-21                     # default: the issue's `date:`
///   layout: band                         # full (default), band or classic
///   focus: 30% 60%                       # the point of the photo kept in view; default: its centre
/// ```
///
/// `cover: false` turns the cover off (`IssueSettings.cover` is then nil).
public struct CoverSettings: Sendable, Equatable, Decodable {
    /// The cover photo's content-folder path (`photos/dunes.jpg`); nil for the first photo.
    public var photo: String?
    /// The ids of the articles the cover lines lead to, in order (one to five); nil for the
    /// first three articles of the strip.
    public var lines: [String]?
    /// The issue number the cover shows; nil for the issue's `number:` (none when it has none).
    public var number: String?
    /// The cover date as an ISO 8601 calendar date; nil for the issue's `date:`.
    public var date: String?
    /// How the cover sets its photo and words; nil for `.full`.
    public var layout: CoverDesign?
    /// The point of the photo a crop keeps in view; nil for its centre.
    public var focus: PhotoFocus?
    /// Where `photo` is written in `issue.yaml`, for errors about the file it names.
    public var photoLocation: SourceLocation?
    /// Where each of `lines` is written in `issue.yaml`, for errors about the id it names.
    public var lineLocations: [SourceLocation]

    /// The most cover lines a cover shows.
    public static let maximumLines = 5
    /// How many cover lines a cover shows when `lines` is not given.
    public static let defaultLineCount = 3

    /// Creates cover settings; nil fields take their defaults.
    public init(
        photo: String? = nil, lines: [String]? = nil, number: String? = nil, date: String? = nil,
        layout: CoverDesign? = nil, focus: PhotoFocus? = nil, photoLocation: SourceLocation? = nil,
        lineLocations: [SourceLocation] = []
    ) {
        self.photo = photo
        self.lines = lines
        self.number = number
        self.date = date
        self.layout = layout
        self.focus = focus
        self.photoLocation = photoLocation
        self.lineLocations = lineLocations
    }

    /// Reads cover settings from an object with `photo`, `lines`, `number`, `date`, `layout`
    /// and `focus` (`{x, y}`), each optional.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            photo: try container.decodeIfPresent(String.self, forKey: .photo),
            lines: try container.decodeIfPresent([String].self, forKey: .lines),
            number: try container.decodeIfPresent(String.self, forKey: .number),
            date: try container.decodeIfPresent(String.self, forKey: .date),
            layout: try container.decodeIfPresent(CoverDesign.self, forKey: .layout),
            focus: try container.decodeIfPresent(PhotoFocus.self, forKey: .focus))
    }

    private enum CodingKeys: String, CodingKey {
        case photo, lines, number, date, layout, focus
    }
}
