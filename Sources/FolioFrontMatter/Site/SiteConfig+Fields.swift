import FolioModel
import Foundation

extension SiteConfig {
    /// Sets the named fields from `variables` by the generator's own keys. A language that is
    /// not a BCP 47 tag is a warning at `location` (the configuration file) and left unset.
    mutating func takeFields(location: SourceLocation, diagnostics: inout [Diagnostic]) {
        switch kind {
        case .jekyll: takeJekyllFields()
        case .hugo: takeHugoFields()
        case .zola: takeZolaFields()
        case .plain: return
        }
        if let written = language {
            language = Self.languageTag(written)
            if language == nil {
                diagnostics.append(
                    .warning(
                        "the site's language '\(written)' is not a BCP 47 language tag (en, pt-BR); "
                            + "set lang: in issue.yaml", at: location))
            }
        }
        languages = languages.compactMap(Self.languageTag)
        if let language, !languages.contains(language) { languages.insert(language, at: 0) }
        baseURL = baseURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `text` as a language tag in its conventional case, reading `en_US` as `en-US`.
    static func languageTag(_ text: String) -> String? {
        LanguageTag(text).map(\.text) ?? LanguageTag(String(text.map { $0 == "_" ? "-" : $0 })).map(\.text)
    }

    /// Jekyll: `title` (or `name`, as jekyll-seo-tag reads it), `description`, `url` + `baseurl`, `lang` or `locale`, `repository` or
    /// `github.repository_nwo`, `author` (a name or a table with `name`), `permalink` and each
    /// collection's, collections under `collections_dir`, `exclude`.
    private mutating func takeJekyllFields() {
        title = (variables.value(forKey: "title") ?? variables.value(forKey: "name"))?.nonEmptyText
        description = variables.value(forKey: "description")?.nonEmptyText
        let url = variables.value(forKey: "url")?.nonEmptyText
        let path = variables.value(forKey: "baseurl")?.nonEmptyText ?? ""
        // GitHub Pages names a site's own domain in CNAME when _config.yml has no url.
        baseURL = (url ?? Self.pagesDomain(of: root)).map { Self.joinURL($0, path) }
        language = (variables.value(forKey: "lang") ?? variables.value(forKey: "locale"))?.nonEmptyText
        repository =
            (variables.value(forKey: "repository") ?? variables.value(atPath: "github.repository_nwo"))?
            .nonEmptyText
        author = Self.name(variables.value(forKey: "author"))
        if let pattern = variables.value(forKey: "permalink")?.nonEmptyText { permalinks[""] = pattern }
        let collectionsFolder = variables.value(forKey: "collections_dir")?.nonEmptyText ?? ""
        func folder(_ collection: String) -> String {
            collectionsFolder.isEmpty ? "_\(collection)" : "\(collectionsFolder)/_\(collection)"
        }
        var folders = [folder("posts")]
        let collections = variables.value(forKey: "collections")
        // `collections:` is a table of names to settings, or (older sites) a list of names.
        let names = collections.map { value in value.table?.keys ?? value.texts } ?? []
        for name in names where name != "posts" {
            folders.append(folder(name))
            if let pattern = collections?.table?.value(atPath: "\(name).permalink")?.nonEmptyText {
                permalinks[name] = pattern
            }
        }
        if let pattern = collections?.table?.value(atPath: "posts.permalink")?.nonEmptyText {
            permalinks["posts"] = pattern
        }
        contentFolders = folders
        staticFolders = [""]
        excluded = variables.value(forKey: "exclude")?.texts ?? []
    }

    /// Hugo (keys in any case): `title`, `baseURL`, `languageCode` or the default language's
    /// `locale`/`languageCode` or `defaultContentLanguage`, `params.description`,
    /// `params.author`, `params.repository` or `params.github_repo`, `[permalinks]`, content
    /// from `contentDir`, the languages' `contentDir` and the module mounts whose target is
    /// `content`, files from `staticDir` and mounts whose target is `static`.
    private mutating func takeHugoFields() {
        func value(_ path: String) -> FrontMatterValue? { variables.value(atPath: path, caseInsensitive: true) }
        let languageTable = value("languages")?.table
        func weight(_ entry: FrontMatterEntry) -> Int {
            entry.node.value.table?.value(forKey: "weight", caseInsensitive: true)?.nonEmptyText.flatMap { Int($0) }
                ?? Int.max
        }
        let ordered = (languageTable?.entries ?? []).enumerated().sorted { first, second in
            (weight(first.element), first.offset) < (weight(second.element), second.offset)
        }.map(\.element)
        let defaultLanguage = value("defaultContentLanguage")?.nonEmptyText ?? ordered.first?.key
        let main = defaultLanguage.flatMap { languageTable?.value(forKey: $0, caseInsensitive: true)?.table }
        func mainOrSite(_ key: String) -> FrontMatterValue? {
            main?.value(atPath: key, caseInsensitive: true) ?? value(key)
        }
        title = mainOrSite("title")?.nonEmptyText
        description = (mainOrSite("params.description") ?? value("description"))?.nonEmptyText
        baseURL = mainOrSite("baseURL")?.nonEmptyText
        language =
            (value("languageCode") ?? main?.value(forKey: "locale", caseInsensitive: true)
            ?? main?.value(forKey: "languageCode", caseInsensitive: true))?.nonEmptyText ?? defaultLanguage
        languages = ordered.map { entry in
            let table = entry.node.value.table
            return
                (table?.value(forKey: "locale", caseInsensitive: true)
                ?? table?.value(forKey: "languageCode", caseInsensitive: true))?.nonEmptyText ?? entry.key
        }
        repository = (value("params.repository") ?? value("params.github_repo") ?? value("params.repo"))?.nonEmptyText
        author = Self.name(mainOrSite("params.author") ?? value("author"))
        for entry in value("permalinks")?.table?.entries ?? [] {
            if let pattern = entry.node.value.nonEmptyText {
                permalinks[entry.key] = pattern
            } else if entry.key.lowercased() == "page" {
                // Hugo 0.120's form: [permalinks.page] posts = "/:year/:slug/".
                for nested in entry.node.value.table?.entries ?? [] {
                    if let pattern = nested.node.value.nonEmptyText { permalinks[nested.key] = pattern }
                }
            }
        }
        let mounts = value("module.mounts")?.items ?? []
        func mounted(_ target: String) -> [String] {
            mounts.compactMap { mount in
                guard mount.table?.value(forKey: "target", caseInsensitive: true)?.nonEmptyText == target else {
                    return nil
                }
                return mount.table?.value(forKey: "source", caseInsensitive: true)?.nonEmptyText
            }
        }
        let languageFolders = ordered.compactMap {
            $0.node.value.table?.value(forKey: "contentDir", caseInsensitive: true)?.nonEmptyText
        }
        // Mounts and per-language folders replace `content/` unless `contentDir` names it.
        let explicit = value("contentDir")?.nonEmptyText.map { [$0] } ?? []
        let elsewhere = mounted("content") + languageFolders
        contentFolders = Self.unique(elsewhere + explicit)
        if contentFolders.isEmpty { contentFolders = ["content"] }
        staticFolders = Self.unique(mounted("static") + (value("staticDir")?.texts ?? ["static"]))
    }

    /// Zola: `title`, `description`, `base_url`, `default_language` and `[languages]`,
    /// `extra.author` or `author`, `extra.repository`; content in `content/`, files served from
    /// `static/`.
    private mutating func takeZolaFields() {
        title = variables.value(forKey: "title")?.nonEmptyText
        description = variables.value(forKey: "description")?.nonEmptyText
        baseURL = variables.value(forKey: "base_url")?.nonEmptyText
        language = variables.value(forKey: "default_language")?.nonEmptyText
        languages = variables.value(forKey: "languages")?.keys ?? []
        author = Self.name(variables.value(atPath: "extra.author") ?? variables.value(forKey: "author"))
        repository =
            (variables.value(atPath: "extra.repository") ?? variables.value(atPath: "extra.repo"))?.nonEmptyText
        contentFolders = ["content"]
        staticFolders = ["static"]
    }

    /// `https://` and the domain a GitHub Pages site's `CNAME` file names, if it has one.
    private static func pagesDomain(of root: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("CNAME").path),
            let domain = String(data: data, encoding: .utf8)?.split(whereSeparator: \.isWhitespace).first,
            !domain.contains("/")
        else { return nil }
        return "https://" + domain
    }

    /// A person's name written as text or as a table with `name`.
    private static func name(_ value: FrontMatterValue?) -> String? {
        value?.nonEmptyText ?? value?.table?.value(forKey: "name", caseInsensitive: true)?.nonEmptyText
    }

    /// `url` and `baseurl` joined with one `/` between them.
    private static func joinURL(_ url: String, _ path: String) -> String {
        let head = url.hasSuffix("/") ? String(url.dropLast()) : url
        guard !path.isEmpty, path != "/" else { return head }
        return head + (path.hasPrefix("/") ? path : "/" + path)
    }

    /// `list` without repeats, in its order.
    private static func unique(_ list: [String]) -> [String] {
        var seen: Set<String> = []
        return list.filter { seen.insert($0).inserted }
    }
}
