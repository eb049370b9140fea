import FolioPluginAPI
import Foundation

/// `manifest.webmanifest`, which makes an issue (or a shelf) an installable web app: its name,
/// language and direction, `index.html` as where it starts, standalone (no browser bar round the
/// pages), the paper colour of its light theme, and its icon (`WebAppIcon`). The page names it
/// (`folio-offline.js`, over http(s) only: from `file://` a manifest cannot be read).
struct WebAppManifest: Sendable, Equatable, Encodable {
    /// One icon of the app.
    struct Icon: Sendable, Equatable, Encodable {
        /// The icon's path from the manifest.
        var src: String
        /// The sizes it is drawn at: `any` for an SVG.
        var sizes: String
        /// Its media type.
        var type: String
        /// What it is for: `any`, as it stands.
        var purpose: String
    }

    /// The app's name (the title with its number).
    var name: String
    /// The name under its icon.
    var shortName: String
    /// What it is (the subtitle), if anything.
    var description: String?
    /// Its language, a BCP 47 tag.
    var lang: String
    /// Its direction, `ltr` or `rtl`, if stated.
    var dir: String?
    /// Where it starts: the carousel, which opens at the reader's place.
    var startURL = "index.html"
    /// The pages that belong to it: the folder of the manifest.
    var scope = "./"
    /// No browser bar round the pages.
    var display = "standalone"
    /// The colour shown while it starts.
    var backgroundColor: String
    /// The colour of the system's bar.
    var themeColor: String
    /// Its icons (`WebAppIcon`).
    var icons: [Icon]

    enum CodingKeys: String, CodingKey {
        case name, description, lang, dir, scope, display, icons
        case shortName = "short_name"
        case startURL = "start_url"
        case backgroundColor = "background_color"
        case themeColor = "theme_color"
    }

    /// The manifest of an app named `name` (`shortName` under its icon) in `language` and
    /// `direction` (the browser's default, left to right, when nil), in the colours of `theme`.
    init(
        name: String, shortName: String, description: String?, language: String, direction: WritingDirection?,
        theme: PageTheme
    ) {
        self.name = name
        self.shortName = shortName
        self.description = description
        lang = language
        dir = direction?.rawValue
        backgroundColor = theme.paper.hex
        themeColor = theme.paper.hex
        icons = [Icon(src: WebAppIcon.path, sizes: "any", type: "image/svg+xml", purpose: "any")]
    }

    /// The manifest's bundle path.
    static let path = WebAssets.manifest

    /// The file's bytes: JSON with sorted keys, the same for the same issue.
    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
