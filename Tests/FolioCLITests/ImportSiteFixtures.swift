import FolioTestSupport
import Foundation

@testable import FolioCLI

/// Small sites of each generator, written for `folio import`'s tests with the constructs real
/// ones use: Jekyll posts with dates in their names and times in front matter, a collection
/// translated in a language folder, site-root `/assets/` paths, Liquid and kramdown; a Hugo
/// site with TOML front matter, a page bundle, a translation by file name, shortcodes and
/// `static/`; a Zola site with `[taxonomies]` and `[extra]`; a plain folder with JSON front
/// matter. Photos are real JPEG files, so the imported issues build.
enum ImportSiteFixtures {
    /// A site's folder inside a scratch folder (`site/`), so that commands run in the scratch
    /// folder name it and its issue with short relative paths.
    struct SiteFolder {
        let scratch: TemporaryFolder
        let name: String

        /// The site's root.
        var url: URL { scratch.url.appendingPathComponent(name) }

        /// Writes `text` at `relative` in the site.
        func write(_ relative: String, _ text: String) throws {
            try scratch.write(name + "/" + relative, text)
        }

        /// Writes `data` at `relative` in the site.
        func write(_ relative: String, data: Data) throws {
            try scratch.write(name + "/" + relative, data: data)
        }
    }

    /// A small real JPEG.
    static func photo() throws -> Data {
        try TemplatePhoto(light: .noon, width: 96, height: 64).jpeg()
    }

    /// A Jekyll blog with posts and a translated `guides` collection.
    static func jekyll(in folder: SiteFolder) throws {
        try folder.write(
            "_config.yml",
            """
            title: Field Notes
            description: Walks, written down.
            url: https://notes.example.org
            lang: en
            permalink: /:year/:title/
            collections:
              guides:
                output: true
            github:
              repository_nwo: example/field-notes
            exclude:
              - node_modules

            """)
        try folder.write(
            "_posts/2024-03-01-spring-walk.markdown",
            """
            ---
            layout: post
            title: "A Spring Walk: Notes"
            date: 2024-03-01 09:30:00 +0100
            description: The first warm day.
            author: Priya Raman
            tags: [walks, spring]
            image: /assets/images/spring.jpg
            ---

            The path was still wet. ![A path](/assets/images/path.jpg)

            Written for {{ site.title }}; see {% link _posts/2023-11-05-autumn.md %}.
            {: .note}

            ```liquid
            {{ not_a_construct }}
            ```

            <img src="/assets/images/missing.jpg" alt="gone">

            """)
        try folder.write(
            "_posts/2023-11-05-autumn.md",
            """
            ---
            title: Autumn
            tags: walks
            ---

            Leaves. ![A leaf](../assets/images/leaf.jpg)

            """)
        try folder.write("_posts/2022-01-01-old.md", "---\ntitle: Old\ncategories: [archive]\n---\n\nOld news.\n")
        try folder.write("_posts/2024-04-01-draft.md", "---\ntitle: Unfinished\npublished: false\n---\n\nSoon.\n")
        try folder.write(
            "_guides/start.md", "---\ntitle: Getting Started\norder: 1\nlang: en\nclass: guide\n---\n\nStart here.\n")
        try folder.write("_guides/de/start.md", "---\ntitle: Erste Schritte\norder: 1\nlang: de\n---\n\nHier.\n")
        try folder.write("about.md", "---\ntitle: About\n---\n\nA page, not a post.\n")
        for name in ["spring", "path", "leaf"] {
            try folder.write("assets/images/\(name).jpg", data: photo())
        }
        try folder.write("node_modules/pkg/README.md", "# not content\n")
    }

    /// A Hugo site: TOML, YAML and a page bundle under `content/`, a translation by file name.
    static func hugo(in folder: SiteFolder) throws {
        try folder.write(
            "hugo.toml",
            """
            baseURL = "https://docs.example.com/"
            languageCode = "en-us"
            title = "Example Docs"
            [params]
              description = "Everything in one place"

            """)
        try folder.write("content/_index.md", "---\ntitle: Home\n---\n")
        try folder.write("content/posts/_index.md", "+++\ntitle = 'Posts'\n+++\n")
        try folder.write(
            "content/posts/first/index.md",
            """
            +++
            title = "First Light"
            date = 2025-02-10T08:00:00Z
            tags = ["photo"]
            weight = 3
            [params]
              toc = true
            +++

            ![Map](map.jpg)

            {{< figure src="photo.jpg" title="Dawn" >}}

            The logo: ![Logo](/images/logo.jpg)

            """)
        try folder.write("content/posts/first/map.jpg", data: photo())
        try folder.write("content/posts/first/photo.jpg", data: photo())
        try folder.write(
            "content/posts/second.md",
            "---\ntitle: Second\ndate: 2025-03-01\nsummary: Later.\ndraft: false\n---\n\nText with {{% param \"x\" %}}.\n"
        )
        try folder.write("content/posts/second.fr.md", "---\ntitle: Deuxième\ndate: 2025-03-01\n---\n\nTexte.\n")
        try folder.write("content/docs/intro.md", "---\ntitle: Intro\nweight: 1\n---\n\nRead me first.\n")
        try folder.write("static/images/logo.jpg", data: photo())
    }

    /// A Zola site with `[taxonomies]`, `[extra]` and a page bundle with a Zola shortcode.
    static func zola(in folder: SiteFolder) throws {
        try folder.write(
            "config.toml",
            """
            base_url = "https://zola.example.net"
            title = "Zola Notes"
            default_language = "en"
            [extra]
            author = "Vincent"

            """)
        try folder.write("content/_index.md", "+++\n+++\n")
        try folder.write("content/blog/_index.md", "+++\ntitle = 'Blog'\nsort_by = 'date'\n+++\n")
        try folder.write(
            "content/blog/hello.md",
            """
            +++
            title = "Hello"
            date = 2024-06-01
            description = "A first post."
            template = "page.html"
            [taxonomies]
            tags = ["intro"]
            [extra]
            image = "/logo.jpg"
            +++

            Hello. {{ youtube(id="abc") }}

            """)
        try folder.write(
            "content/blog/trip/index.md", "+++\ntitle = \"Trip\"\ndate = 2024-07-01\n+++\n\n![Sea](sea.jpg)\n")
        try folder.write("content/blog/trip/sea.jpg", data: photo())
        try folder.write("static/logo.jpg", data: photo())
    }

    /// A plain folder of Markdown with JSON front matter and relative images.
    static func plain(in folder: SiteFolder) throws {
        try folder.write(
            "notes/one.md", "{\n  \"title\": \"One\",\n  \"date\": \"2020-05-05\"\n}\n\nFirst. ![x](../pics/x.jpg)\n")
        try folder.write("notes/two.md", "# Two\n\nNo front matter.\n")
        try folder.write("pics/x.jpg", data: photo())
    }
}
