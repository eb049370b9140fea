import FolioModel
import Foundation

/// A static site as Folio reads it: which generator it is for (`SiteKind`), what its
/// configuration says (title, base URL, language, repository, permalink patterns) and every
/// variable of that configuration as a neutral table, for `{{ site.* }}` in templates.
///
/// `folio import` reads one to choose articles and write `issue.yaml`; the link and template
/// resolution read one to turn a site's pretty URLs and variables into what they stand for.
/// The rules for each generator's files live in `SiteConfigFile` (which file means which
/// generator) and `SiteConfig+Fields` (which keys mean what).
package struct SiteConfig: Sendable, Equatable {
    /// The generator.
    package var kind: SiteKind
    /// The site's root folder.
    package var root: URL
    /// The configuration file read, relative to `root`; nil for a plain folder.
    package var configFile: String?
    /// The site's title (`title`).
    package var title: String?
    /// Its description or tagline.
    package var description: String?
    /// Where the site is published, with any path below the host (Jekyll's `url` and
    /// `baseurl`, Hugo's `baseURL`, Zola's `base_url`), without a trailing `/`.
    package var baseURL: String?
    /// The site's main language as a BCP 47 tag in its conventional case (`en`, `pt-BR`).
    package var language: String?
    /// Every language the site declares, its main one first (Hugo's and Zola's `languages`).
    package var languages: [String]
    /// The source repository as written (`github/opensource.guide` or a URL).
    package var repository: String?
    /// The site's author, by name.
    package var author: String?
    /// Permalink patterns by collection or section (`posts`: `/:year/:title/`); the key `""`
    /// is the site-wide pattern.
    package var permalinks: [String: String]
    /// The folders articles live in, relative to `root` (`_posts`, `_articles`; `content`;
    /// `content/en`), in the order the site lists them; `""` is the root itself.
    package var contentFolders: [String]
    /// The folders whose files the site serves at its root, relative to `root`, so a path
    /// `/assets/x.png` is found in one of them (`""` for Jekyll and a plain folder, `static`
    /// for Hugo and Zola).
    package var staticFolders: [String]
    /// Paths the site leaves out of its build (Jekyll's `exclude`), relative to `root`.
    package var excluded: [String]
    /// The whole configuration as written: a neutral table, whatever the file's format.
    package var variables: FrontMatterTable

    /// A plain folder's configuration: nothing but where its files are.
    package init(plainFolderAt root: URL) {
        kind = .plain
        self.root = root
        configFile = nil
        languages = []
        permalinks = [:]
        contentFolders = [""]
        staticFolders = [""]
        excluded = []
        variables = FrontMatterTable(path: root.path)
    }

    /// Recognises the site at `root` and reads its configuration. `displayRoot` is `root` as
    /// the user named it, for the paths diagnostics show. A configuration that cannot be read
    /// is an error in the diagnostics, and the site is still recognised by its file names
    /// with nothing but defaults; a value of the wrong kind is a warning and left unset.
    package static func read(at root: URL, displayRoot: String) -> (SiteConfig, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var parsed: [String: FrontMatterTable] = [:]
        func display(_ relative: String) -> String {
            displayRoot.isEmpty || displayRoot == "."
                ? relative : (displayRoot as NSString).appendingPathComponent(relative)
        }
        func parse(_ file: SiteConfigFile) -> FrontMatterTable? {
            if let done = parsed[file.relativePath] { return done }
            let path = display(file.relativePath)
            let url = root.appendingPathComponent(file.relativePath)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                diagnostics.append(.error("cannot read the site's configuration", at: SourceLocation(path: path)))
                return nil
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(.error("the site's configuration is not UTF-8 text", at: SourceLocation(path: path)))
                return nil
            }
            switch file.format.read(text, path: path) {
            case .success(let value):
                parsed[file.relativePath] = value
                return value
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            }
        }

        var config = SiteConfig(plainFolderAt: root)
        guard
            let file = SiteConfigFile.find(
                in: root,
                kindOfShared: { file in SiteConfigFile.kindOfShared(keys: parse(file)?.keys ?? [], root: root) })
        else { return (config, diagnostics) }
        config.kind = file.kind
        config.configFile = file.relativePath
        var variables = parse(file) ?? FrontMatterTable(path: display(file.relativePath))
        if file.kind == .hugo, file.relativePath.hasPrefix(SiteConfigFile.hugoFolder + "/") {
            variables = Self.mergingHugoFolder(into: variables, root: root, parse: parse)
        }
        config.variables = variables
        config.takeFields(location: SourceLocation(path: display(file.relativePath)), diagnostics: &diagnostics)
        return (config, diagnostics)
    }

    /// The root of the Jekyll, Hugo or Zola site that holds `folder` (the folder itself or the
    /// nearest folder above it with a generator's configuration), or nil when none does.
    package static func enclosingSite(of folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            if SiteConfigFile.find(in: current, kindOfShared: { _ in .hugo }) != nil { return current }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The root of the site whose variables and links an issue folder's articles use: the
    /// site that holds the folder (`enclosingSite`), else the site `folio import` made it from
    /// (`ImportRecord`), while that site is still there; nil for neither.
    package static func siteRoot(forIssue folder: URL) -> URL? {
        if let enclosing = enclosingSite(of: folder) { return enclosing }
        guard let record = try? ImportRecord.read(in: folder) else { return nil }
        let root = URL(fileURLWithPath: record.site, isDirectory: true)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        return root
    }

    /// Hugo's `config/_default/`: beside the main file, each `NAME.toml` (or `.yaml`, `.json`)
    /// holds the table `NAME` (`params.toml` is `[params]`), as Hugo merges them.
    private static func mergingHugoFolder(
        into variables: FrontMatterTable, root: URL, parse: (SiteConfigFile) -> FrontMatterTable?
    ) -> FrontMatterTable {
        let folder = root.appendingPathComponent(SiteConfigFile.hugoFolder)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var entries = variables.entries
        for name in names {
            let base = (name as NSString).deletingPathExtension
            guard base != "hugo", base != "config", !entries.contains(where: { $0.key == base }),
                let file = SiteConfigFile.inFolder("\(SiteConfigFile.hugoFolder)/\(name)"),
                let value = parse(file)
            else { continue }
            let place = SourceLocation(path: value.path)
            entries.append(
                FrontMatterEntry(key: base, node: FrontMatterNode(.table(value), at: place), keyLocation: place))
        }
        return FrontMatterTable(path: variables.path, entries: entries)
    }
}
