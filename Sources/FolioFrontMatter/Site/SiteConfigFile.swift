import FolioModel
import Foundation

/// Where a site keeps its configuration, and which generator that file means: the rules by
/// which `SiteConfig` recognises a Jekyll, Hugo or Zola site, in one place.
package struct SiteConfigFile: Sendable, Equatable {
    /// The file's syntax.
    package enum Format: String, Sendable, Equatable {
        case yaml, toml, json

        /// Reads `text`, the file shown as `path`, with the front matter's readers, into
        /// the same neutral table front matter becomes; a syntax error is an error at its place.
        func read(_ text: String, path: String) -> Result<FrontMatterTable, Diagnostic> {
            switch self {
            case .yaml: YAMLMapping.parse(text, path: path).map(\.table)
            case .toml: TOMLReader.read(text, path: path)
            case .json: JSONFrontMatter.read(text, path: path)
            }
        }
    }

    /// The generator the file belongs to.
    package var kind: SiteKind
    /// The file's path relative to the site's root (`_config.yml`, `config/_default/hugo.toml`).
    package var relativePath: String
    /// The file's syntax, from its extension.
    package var format: Format

    /// Jekyll's configuration files, first found wins.
    static let jekyllNames = ["_config.yml", "_config.yaml", "_config.toml"]
    /// Hugo's own configuration files (since Hugo 0.110), first found wins.
    static let hugoNames = ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json"]
    /// The older name both Hugo and Zola use; its keys tell them apart (`base_url` is Zola's,
    /// `baseURL` Hugo's).
    static let sharedNames = ["config.toml", "config.yaml", "config.yml", "config.json"]
    /// Hugo's configuration folder, read when the root has no configuration file.
    static let hugoFolder = "config/_default"

    /// The configuration file of the site at `root`, or nil for a plain folder. A shared
    /// `config.*` is recognised by `kindOfShared`, which is given its parsed keys.
    static func find(in root: URL, kindOfShared: (SiteConfigFile) -> SiteKind) -> SiteConfigFile? {
        func exists(_ relative: String) -> Bool {
            var isFolder: ObjCBool = false
            let found = FileManager.default.fileExists(
                atPath: root.appendingPathComponent(relative).path, isDirectory: &isFolder)
            return found && !isFolder.boolValue
        }
        if let name = jekyllNames.first(where: exists) { return SiteConfigFile(kind: .jekyll, path: name) }
        if let name = hugoNames.first(where: exists) { return SiteConfigFile(kind: .hugo, path: name) }
        if let name = sharedNames.first(where: exists) {
            var file = SiteConfigFile(kind: .plain, path: name)
            file.kind = kindOfShared(file)
            return file
        }
        let folder = (hugoNames + sharedNames).map { "\(hugoFolder)/\($0)" }
        if let name = folder.first(where: exists) { return SiteConfigFile(kind: .hugo, path: name) }
        return nil
    }

    /// Which generator a shared `config.*` belongs to, from its top-level keys and the folders
    /// beside it: `base_url` is Zola's, `baseURL` (any case) Hugo's; without either, a
    /// `templates/` folder means Zola and anything else Hugo.
    static func kindOfShared(keys: [String], root: URL) -> SiteKind {
        if keys.contains("base_url") { return .zola }
        if keys.contains(where: { $0.lowercased() == "baseurl" }) { return .hugo }
        var isFolder: ObjCBool = false
        let templates = root.appendingPathComponent("templates").path
        if FileManager.default.fileExists(atPath: templates, isDirectory: &isFolder), isFolder.boolValue {
            return .zola
        }
        return .hugo
    }

    /// A Hugo configuration file inside `config/_default/` (`params.toml`), or nil when its
    /// extension is not one of the three formats.
    static func inFolder(_ relativePath: String) -> SiteConfigFile? {
        guard ["toml", "yaml", "yml", "json"].contains((relativePath as NSString).pathExtension) else { return nil }
        return SiteConfigFile(kind: .hugo, path: relativePath)
    }

    private init(kind: SiteKind, path: String) {
        self.kind = kind
        relativePath = path
        format =
            switch (path as NSString).pathExtension {
            case "toml": .toml
            case "json": .json
            default: .yaml
            }
    }
}
