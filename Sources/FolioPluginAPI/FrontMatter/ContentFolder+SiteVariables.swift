import FolioFrontMatter
import Foundation
import Synchronization

extension ContentFolder {
    /// The variables of the Jekyll, Hugo or Zola site this folder lies in or was made from by
    /// `folio import` (its `_config.yml`, `hugo.toml`, `config.toml`, ...), flattened to dotted
    /// names (`github.repository_nwo`, `params.description`; a list is its items' text joined
    /// with `, `), for what `{{ site.NAME }}` stands for in a template; empty when the folder has
    /// no site. `url`, `repository` and `title` are set from the configuration's base URL,
    /// repository and title when it names them otherwise (Hugo's `baseURL`).
    ///
    /// The configuration is read with the front matter's readers, once per folder and version of
    /// its files: every file of a build shares one reading, and an edited configuration is read
    /// again.
    public func siteVariables() -> [String: String] {
        SiteVariables.of(self)
    }
}

/// The readings of sites' variables, by site root, each with the stamp (sizes and times) of
/// the configuration files it was read from.
enum SiteVariables {
    private static let readings = Mutex<[String: (stamp: String, values: [String: String])]>([:])

    /// The variables of the site of `folder`; empty when it has none.
    static func of(_ folder: ContentFolder) -> [String: String] {
        guard let root = SiteConfig.siteRoot(forIssue: folder.root) else { return [:] }
        let stamp = configurationNames.map { stampOf(root.appendingPathComponent($0)) }.joined(separator: "|")
        if let known = readings.withLock({ $0[root.path] }), known.stamp == stamp { return known.values }
        let (config, _) = SiteConfig.read(at: root, displayRoot: root.path)
        var values: [String: String] = [:]
        flatten(config.variables, prefix: "", into: &values)
        // The generators' own names for what Folio reads in one way.
        if let baseURL = config.baseURL { values["url", default: baseURL] = baseURL }
        if let repository = config.repository { values["repository", default: repository] = repository }
        if let title = config.title { values["title", default: title] = title }
        readings.withLock { $0[root.path] = (stamp, values) }
        return values
    }

    /// The files (and Hugo's folder) a site's configuration may be in: a change to any is a
    /// new reading.
    private static let configurationNames = [
        "_config.yml", "_config.yaml", "_config.toml", "hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json",
        "config.toml", "config.yaml", "config.yml", "config.json", "config/_default",
    ]

    private static func stampOf(_ url: URL) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return "-" }
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
        return "\(date) \(size)"
    }

    private static func flatten(_ table: FrontMatterTable, prefix: String, into values: inout [String: String]) {
        for entry in table.entries {
            let name = prefix + entry.key
            switch entry.node.value {
            case .table(let nested): flatten(nested, prefix: name + ".", into: &values)
            case .list(let items): values[name] = items.compactMap(\.value.text).joined(separator: ", ")
            default: if let text = entry.node.value.text { values[name] = text }
            }
        }
    }
}
