import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioFormats

/// `SiteConfig` recognises Jekyll, Hugo, Zola and plain folders from their files, and reads
/// each generator's keys for the title, base URL, language, repository, permalinks and folders.
@Suite struct SiteConfigTests {
    @Test func readsAJekyllSite() throws {
        let site = try TemporaryFolder()
        try site.write(
            "_config.yml",
            """
            title: Open Guides
            description: Learn how to launch and grow your project.
            url: https://guides.example.org/
            baseurl: /docs
            lang: en_US
            permalink: "/:path/"
            collections:
              articles:
                output: true
                permalink: "/articles/:path/"
            github:
              repository_nwo: example/guides
            author:
              name: Ada Writer
            exclude:
              - node_modules
              - script
            """)
        let (config, diagnostics) = SiteConfig.read(at: site.url, displayRoot: "site")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config.kind == .jekyll)
        #expect(config.configFile == "_config.yml")
        #expect(config.title == "Open Guides")
        #expect(config.description == "Learn how to launch and grow your project.")
        #expect(config.baseURL == "https://guides.example.org/docs")
        #expect(config.language == "en-US")
        #expect(config.repository == "example/guides")
        #expect(config.author == "Ada Writer")
        #expect(config.permalinks == ["": "/:path/", "articles": "/articles/:path/"])
        #expect(config.contentFolders == ["_posts", "_articles"])
        #expect(config.staticFolders == [""])
        #expect(config.excluded == ["node_modules", "script"])
        #expect(config.variables.value(atPath: "github.repository_nwo")?.text == "example/guides")
        #expect(config.variables.value(atPath: "collections.articles.output") != nil)
    }

    @Test func readsCollectionsUnderACollectionsFolder() throws {
        let site = try TemporaryFolder()
        try site.write("_config.yaml", "collections_dir: my\ncollections: [recipes]\n")
        try site.write("_config.yml", "name: Named, not titled\ncollections_dir: my\ncollections: [recipes]\n")
        let (config, _) = SiteConfig.read(at: site.url, displayRoot: "")
        #expect(config.kind == .jekyll)
        #expect(config.configFile == "_config.yml", "_config.yml wins over _config.yaml")
        #expect(config.title == "Named, not titled")
        #expect(config.contentFolders == ["my/_posts", "my/_recipes"])
        #expect(config.baseURL == nil)
    }

    @Test func readsAHugoSiteWithMountsAndLanguages() throws {
        let site = try TemporaryFolder()
        try site.write(
            "hugo.toml",
            """
            baseURL = "https://docs.example.com/"
            defaultContentLanguage = "en"
            title = "Hugo Docs"

            [languages]
              [languages.de]
                weight = 2
                title = "Hugo-Doku"
              [languages.en]
                locale = "en-US"
                weight = 1

            [params]
              description = "Fast sites"
              github_repo = "https://github.com/example/docs"
              [params.author]
                name = "The Team"

            [permalinks]
              news = "/news/:year/:slug/"
              [permalinks.page]
                posts = "/:year/:title/"

            [[module.mounts]]
              source = "assets"
              target = "assets"
            [[module.mounts]]
              source = "content/en"
              target = "content"
            """)
        let (config, diagnostics) = SiteConfig.read(at: site.url, displayRoot: "site")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config.kind == .hugo)
        #expect(config.configFile == "hugo.toml")
        #expect(config.title == "Hugo Docs")
        #expect(config.baseURL == "https://docs.example.com")
        #expect(config.language == "en-US")
        #expect(config.languages == ["en-US", "de"])
        #expect(config.description == "Fast sites")
        #expect(config.repository == "https://github.com/example/docs")
        #expect(config.author == "The Team")
        #expect(config.permalinks == ["news": "/news/:year/:slug/", "posts": "/:year/:title/"])
        #expect(config.contentFolders == ["content/en"])
        #expect(config.staticFolders == ["static"])
    }

    @Test func hugoKeysAreReadInAnyCase() throws {
        let site = try TemporaryFolder()
        try site.write(
            "hugo.yaml",
            "baseurl: https://a.example/\nTitle: Shouty\nlanguagecode: fr-fr\ncontentdir: pages\nstaticDir: [public, files]\n"
        )
        let (config, diagnostics) = SiteConfig.read(at: site.url, displayRoot: "")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config.kind == .hugo)
        #expect(config.title == "Shouty")
        #expect(config.baseURL == "https://a.example")
        #expect(config.language == "fr-FR")
        #expect(config.contentFolders == ["pages"])
        #expect(config.staticFolders == ["public", "files"])
    }

    @Test func hugoConfigFolderMergesItsFiles() throws {
        let site = try TemporaryFolder()
        try site.write("config/_default/hugo.toml", "baseURL = 'https://f.example/'\ntitle = 'Folded'\n")
        try site.write("config/_default/params.toml", "repository = 'example/folded'\n")
        let (config, diagnostics) = SiteConfig.read(at: site.url, displayRoot: "")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config.kind == .hugo)
        #expect(config.configFile == "config/_default/hugo.toml")
        #expect(config.repository == "example/folded")
    }

    @Test func readsAZolaSite() throws {
        let site = try TemporaryFolder()
        try site.write(
            "config.toml",
            """
            base_url = "https://zola.example/"
            title = "Zola Docs"
            description = "One binary"
            default_language = "fr"

            [languages.en]
            title = "Zola Docs"

            [extra]
            author = "Vincent"
            repository = "https://github.com/example/zola"
            """)
        try site.write("content/_index.md", "+++\n+++\n")
        let (config, diagnostics) = SiteConfig.read(at: site.url, displayRoot: "")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config.kind == .zola)
        #expect(config.title == "Zola Docs")
        #expect(config.baseURL == "https://zola.example")
        #expect(config.language == "fr")
        #expect(config.languages == ["fr", "en"])
        #expect(config.author == "Vincent")
        #expect(config.repository == "https://github.com/example/zola")
        #expect(config.contentFolders == ["content"])
        #expect(config.staticFolders == ["static"])
    }

    @Test func aSharedConfigFileIsToldApartByItsKeys() throws {
        let hugo = try TemporaryFolder()
        try hugo.write("config.toml", "baseURL = 'https://h.example/'\n")
        #expect(SiteConfig.read(at: hugo.url, displayRoot: "").0.kind == .hugo)
        let zolaByFolder = try TemporaryFolder()
        try zolaByFolder.write("config.toml", "title = 'x'\n")
        try zolaByFolder.write("templates/index.html", "")
        #expect(SiteConfig.read(at: zolaByFolder.url, displayRoot: "").0.kind == .zola)
        let hugoYAML = try TemporaryFolder()
        try hugoYAML.write("config.yaml", "title: x\n")
        #expect(SiteConfig.read(at: hugoYAML.url, displayRoot: "").0.kind == .hugo)
    }

    @Test func aFolderWithoutConfigurationIsPlain() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes/one.md", "# One\n")
        let (config, diagnostics) = SiteConfig.read(at: folder.url, displayRoot: "")
        #expect(diagnostics.isEmpty)
        #expect(config.kind == .plain)
        #expect(config.configFile == nil)
        #expect(config.contentFolders == [""])
        #expect(config.staticFolders == [""])
    }

    @Test func aBrokenConfigurationIsAnErrorAtItsPlace() throws {
        let site = try TemporaryFolder()
        try site.write("_config.yml", "title: Fine\nurl: [unclosed\n")
        let (config, diagnostics) = SiteConfig.read(at: site.url, displayRoot: "site")
        #expect(config.kind == .jekyll)
        #expect(config.title == nil)
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.location?.path == "site/_config.yml")
        #expect(error.location?.line != nil)

        let zola = try TemporaryFolder()
        try zola.write("hugo.toml", "title = 'x\n")
        let (_, tomlDiagnostics) = SiteConfig.read(at: zola.url, displayRoot: "")
        #expect(tomlDiagnostics.first?.location?.path == "hugo.toml")
        #expect(tomlDiagnostics.first?.location?.line == 1)
    }

    @Test func aLanguageThatIsNoTagIsAWarning() throws {
        let site = try TemporaryFolder()
        try site.write("_config.yml", "lang: English\n")
        let (config, diagnostics) = SiteConfig.read(at: site.url, displayRoot: "")
        #expect(config.language == nil)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message.contains("'English'") == true)
    }

    @Test func findsTheSiteAroundAFolder() throws {
        let site = try TemporaryFolder()
        try site.write("hugo.toml", "title = 'x'\n")
        try site.write("content/en/posts/a.md", "x")
        let inner = site.url.appendingPathComponent("content/en/posts")
        #expect(SiteConfig.enclosingSite(of: inner)?.standardizedFileURL.path == site.url.standardizedFileURL.path)
        let plain = try TemporaryFolder()
        try plain.write("a/b.md", "x")
        #expect(SiteConfig.enclosingSite(of: plain.url.appendingPathComponent("a")) == nil)
    }

    @Test func anImportRecordReadsBackWhatItWrote() throws {
        let issue = try TemporaryFolder()
        let record = ImportRecord(
            site: "/srv/blog", kind: "hugo", settings: "title: \"Blog\"\nlang: en\n",
            files: [
                "articles/b.md": .init(size: 120, modified: 1_764_400_000.25),
                "articles/a.md": .init(size: 7, modified: 1_764_400_001),
            ])
        try record.write(in: issue.url)
        #expect(try ImportRecord.read(in: issue.url) == record)
        let text = try String(contentsOf: issue.url.appendingPathComponent(ImportRecord.fileName), encoding: .utf8)
        #expect(text.contains("\"articles/a.md\" : {"), "keys sorted, slashes as they are: \(text)")
        #expect(text.range(of: "articles/a.md")!.lowerBound < text.range(of: "articles/b.md")!.lowerBound)
    }

    @Test func anImportedIssueLeadsBackToItsSite() throws {
        let site = try TemporaryFolder()
        try site.write("_config.yml", "title: Blog\n")
        let issue = try TemporaryFolder()
        #expect(SiteConfig.siteRoot(forIssue: issue.url) == nil)
        let record = ImportRecord(site: site.url.path, kind: "jekyll", settings: "title: Blog\n", files: [:])
        try record.write(in: issue.url)
        #expect(try ImportRecord.read(in: issue.url) == record)
        #expect(SiteConfig.siteRoot(forIssue: issue.url)?.path == site.url.path)
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("_config.yml"))
        try FileManager.default.removeItem(at: site.url)
        #expect(SiteConfig.siteRoot(forIssue: issue.url) == nil)
    }
}
