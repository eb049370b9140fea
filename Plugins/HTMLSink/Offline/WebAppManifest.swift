import FolioPluginAPI
import Foundation

/// `manifest.webmanifest`, which makes an issue (or a shelf) an installable web app: its name,
/// language and direction, `index.html` as where it starts, standalone (no browser bar round the
/// pages), the paper colour of its light theme, and its icon (`WebAppIcon`). The page names it
/// (`folio-offline.js`, over http(s) only: from `file://` a manifest cannot be read).
struct WebAppManifest: Sendable, Equatable, Encodable {
    /// One icon of the app.
    struct Icon: Sendable, Equatable, Encodable {
        var src: String
        var sizes: String
        var type: String
        var purpose: String
    }

    var name: String
    var shortName: String
    var description: String?
    var lang: String
    var dir: String?
    var startURL = "index.html"
    var scope = "./"
    var display = "standalone"
    var backgroundColor: String
    var themeColor: String
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
