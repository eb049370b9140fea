import FolioFrontMatter
import FolioModel
import Foundation

/// What a shelf's optional `shelf.yaml` says: the shelf's title, its base URL and its
/// publisher, for the shelf page, the feed and `shelf.json`.
///
/// ```yaml
/// title: Slow Ground
/// base-url: https://example.org/slow-ground/   # the shelf page's URL; issue SLUG is at BASE/SLUG/
/// author: Slow Ground Press                    # the feed's author
/// ```
package struct ShelfSettings: Sendable, Equatable {
    /// The shelf's title; nil for the shelf folder's name.
    package var title: String?
    /// The absolute URL the shelf page is published at, ending in `/`; nil when the file names
    /// none (the issues' base URLs may then give it: `ShelfSite`).
    package var baseURL: String?
    /// Who publishes the shelf, the feed's author; nil for the shelf's title.
    package var author: String?

    /// Settings with nothing named.
    package init(title: String? = nil, baseURL: String? = nil, author: String? = nil) {
        self.title = title
        self.baseURL = baseURL
        self.author = author
    }
}

/// Reads `shelf.yaml`, each wrong value an error at its line and column.
package enum ShelfSettingsFile {
    /// The settings file's name at the top of a shelf folder.
    package static let fileName = "shelf.yaml"

    /// Parses the text of `shelf.yaml`, shown in diagnostics as `path`.
    package static func parse(_ text: String, path: String) -> (ShelfSettings, [Diagnostic]) {
        let yaml: YAMLMapping
        switch YAMLMapping.parse(text, path: path) {
        case .success(let mapping): yaml = mapping
        case .failure(let diagnostic): return (ShelfSettings(), [diagnostic])
        }
        var diagnostics = yaml.unknownKeys(known: ["title", "base-url", "author"], in: "shelf")
        var settings = ShelfSettings()
        for (key, path) in [("title", \ShelfSettings.title), ("author", \ShelfSettings.author)] {
            switch yaml.string(key) {
            case .success(let value): settings[keyPath: path] = value.flatMap { $0.isEmpty ? nil : $0 }
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        settings.baseURL = CoverSettingsReader.baseURL(in: yaml, diagnostics: &diagnostics)
        return (settings, diagnostics)
    }
}
