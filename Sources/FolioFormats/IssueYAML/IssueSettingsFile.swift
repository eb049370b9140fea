import FolioFrontMatter
import FolioModel
import FolioPluginAPI
import Foundation

/// Reads `issue.yaml`: the issue's title, date, number, language, navigation policy, article
/// order, page geometry, text settings, cover (`CoverSettingsReader`) and base URL. Every key is optional; every wrong value is an error at its
/// line and column.
package enum IssueSettingsFile {
    /// The file names looked for at the top of the content folder, in this order.
    package static let fileNames = ["issue.yaml", "issue.yml"]

    /// The settings file of `folder`, if it has one.
    package static func find(in folder: ContentFolder) -> ContentFile? {
        fileNames.lazy
            .map { folder.file(atRelativePath: $0) }
            .first { FileManager.default.fileExists(atPath: $0.url.path) }
    }

    /// Parses the text of a settings file. `fallbackTitle` is used when it names no title.
    package static func parse(_ text: String, file: ContentFile, fallbackTitle: String) -> (Issue, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var issue = Issue(title: fallbackTitle)
        let yaml: YAMLMapping
        switch YAMLMapping.parse(text, path: file.displayPath) {
        case .success(let mapping): yaml = mapping
        case .failure(let diagnostic): return (issue, [diagnostic])
        }
        diagnostics += yaml.unknownKeys(
            known: [
                "title", "subtitle", "date", "navigation", "order", "page", "pages", "smart-punctuation", "lang",
                "hyphenate", "justify", "fonts", "base-url", "number", "cover", "static", "theme", "opener",
            ],
            in: "issue")

        func take<T>(_ result: Result<T?, Diagnostic>) -> T? {
            switch result {
            case .success(let value): return value
            case .failure(let diagnostic): diagnostics.append(diagnostic); return nil
            }
        }

        if let title = take(yaml.string("title")), !title.isEmpty { issue.title = title }
        issue.subtitle = take(yaml.string("subtitle"))
        if let date = take(yaml.string("date")) {
            if ISODate.isValid(date) {
                issue.date = date
            } else {
                diagnostics.append(
                    .error("date: expected a date as YYYY-MM-DD, found '\(date)'", at: yaml.location(ofValue: "date")))
            }
        }
        issue.number = take(yaml.string("number")).flatMap(IssueNumber.checked)
        issue.settings.baseURL = CoverSettingsReader.baseURL(in: yaml, diagnostics: &diagnostics)
        issue.settings.cover = CoverSettingsReader.read(in: yaml, diagnostics: &diagnostics)
        issue.settings.theme = ThemeSettingsReader.read(in: yaml, diagnostics: &diagnostics)
        if let order = take(yaml.locatedStrings("order")) {
            issue.settings.order = order.map(\.text)
            issue.settings.orderLocations = order.map(\.location)
        }
        issue.settings.staticFolders = StaticFoldersReader.read(in: yaml, file: file, diagnostics: &diagnostics)
        if let smart = take(yaml.bool("smart-punctuation")) { issue.settings.smartPunctuation = smart }
        issue.settings.language = take(yaml.languageTag("lang"))
        if let hyphenate = take(yaml.bool("hyphenate")) { issue.settings.hyphenate = hyphenate }
        if let justify = take(yaml.bool("justify")) { issue.settings.justify = justify }
        if let opener = take(yaml.choice("opener", OpenerDesign.self)) { issue.settings.opener = opener }
        let navigation = take(yaml.mapping("navigation"))
        if let navigation {
            issue.settings.navigation = NavigationPolicyReader.read(navigation, diagnostics: &diagnostics)
        }
        // The strip runs in the issue language's direction unless the navigation names one.
        if navigation?.keys.contains(NavigationPolicy.CodingKeys.direction.rawValue) != true {
            issue.settings.navigation.direction = issue.settings.writingDirection
        }
        let page = take(yaml.mapping("page"))
        let pages = take(yaml.mapping("pages"))
        if page != nil, pages != nil {
            diagnostics.append(
                .error(
                    "page: give either 'page' (one geometry) or 'pages' (named geometries), not both",
                    at: yaml.location(ofKey: "page")))
        } else if let page {
            issue.settings.page = PageGeometryReader.read(page, diagnostics: &diagnostics)
        } else if let pages,
            let set = PageGeometrySetReader.read(pages, at: yaml.location(ofValue: "pages"), diagnostics: &diagnostics)
        {
            issue.settings.pages = set
        }
        return (issue, diagnostics)
    }
}
