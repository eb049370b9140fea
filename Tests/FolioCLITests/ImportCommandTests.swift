import FolioTestSupport
import Foundation
import Testing

/// `folio import SITE ISSUE`, run as a user runs it, on small sites of each generator
/// (`ImportSiteFixtures`): which articles it takes and in what order, the front matter it
/// writes, the files it copies, the issue.yaml and the report, that the issues build, that
/// the site is never written to, and what importing again keeps.
@Suite struct ImportCommandTests {
    /// A scratch folder holding `site/`, written by `make`.
    func scratch(_ make: (ImportSiteFixtures.SiteFolder) throws -> Void) throws -> (
        TemporaryFolder, ImportSiteFixtures.SiteFolder
    ) {
        let folder = try TemporaryFolder()
        let site = ImportSiteFixtures.SiteFolder(scratch: folder, name: "site")
        try make(site)
        return (folder, site)
    }

    func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ folder: TemporaryFolder, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(path).path)
    }

    /// The `line:column` where `needle` first appears in `text`, counted in characters.
    func place(of needle: String, in text: String) -> String? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                return "\(index + 1):\(line.distance(from: line.startIndex, to: range.lowerBound) + 1)"
            }
        }
        return nil
    }

    @Test func importsAJekyllBlog() throws {
        let (folder, site) = try scratch(ImportSiteFixtures.jekyll)
        let before = try FileTree.snapshot(site.url)
        let run = try FolioProcess.run(["import", "site", "issue"], in: folder.url)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.lines.first == "imported 4 articles and 3 files from site (Jekyll) into issue", "\(run.text)")
        #expect(run.text.contains("left out: 1 in other languages, 1 drafts (--drafts takes them)"), "\(run.text)")
        #expect(run.text.contains("report: issue/import-report.txt"), "\(run.text)")
        #expect(try FileTree.snapshot(site.url) == before, "the site is not written to")

        // Newest first; dates from front matter or the post's name; Folio's keys.
        let spring = try text(folder, "issue/posts/spring-walk.md")
        #expect(
            spring.hasPrefix(
                """
                ---
                title: "A Spring Walk: Notes"
                author: Priya Raman
                date: 2024-03-01
                summary: The first warm day.
                cover: /assets/images/spring.jpg
                order: 1
                tags: [walks, spring]
                # Kept from the site; Folio does not read these:
                layout: post
                ---

                The path was still wet. ![A path](/assets/images/path.jpg)
                """), "\(spring)")
        #expect(
            try text(folder, "issue/posts/autumn.md").hasPrefix(
                "---\ntitle: Autumn\ndate: 2023-11-05\norder: 2\ntags: [walks]\n---\n"))
        #expect(try text(folder, "issue/posts/old.md").contains("order: 3\ntags: [archive]\n"))
        #expect(
            try text(folder, "issue/guides/start.md").hasPrefix(
                "---\ntitle: Getting Started\norder: 4\nlang: en\n# Kept from the site; Folio does not read these:\nclass: guide\n---\n"
            ))
        #expect(!exists(folder, "issue/posts/draft.md") && !exists(folder, "issue/guides/de/start.md"))
        #expect(!exists(folder, "issue/about.md"), "pages outside the collections are not posts")

        // The files they use, where the issue finds them: site-root paths at its root.
        for image in ["spring", "path", "leaf"] {
            let copied = try Data(contentsOf: folder.url.appendingPathComponent("issue/assets/images/\(image).jpg"))
            #expect(copied == (try Data(contentsOf: site.url.appendingPathComponent("assets/images/\(image).jpg"))))
        }

        #expect(
            try text(folder, "issue/issue.yaml").hasSuffix(
                "title: Field Notes\nsubtitle: Walks, written down.\nlang: en\nbase-url: https://notes.example.org/\n"))

        // The report: every construct not converted, at its line and column in the issue's copy
        // (front matter keys at the site's file); code is not scanned.
        let report = try text(folder, "issue/import-report.txt")
        let liquid = try #require(place(of: "{{ site.title }}", in: spring))
        let link = try #require(place(of: "{% link", in: spring))
        let kramdown = try #require(place(of: "{: .note}", in: spring))
        let missing = try #require(place(of: "/assets/images/missing.jpg", in: spring))
        for line in [
            "issue/posts/spring-walk.md:\(liquid): warning: Liquid output '{{ site.title }}' kept as written",
            "issue/posts/spring-walk.md:\(link): warning: Liquid tag '{% link _posts/2023-11-05-autumn.md %}' kept as written",
            "issue/posts/spring-walk.md:\(kramdown): warning: kramdown attribute list '{: .note}' kept as written",
            "issue/posts/spring-walk.md:\(missing): warning: '/assets/images/missing.jpg' is not in the site; nothing was copied",
            "site/_posts/2024-03-01-spring-walk.markdown:2:1: note: front matter key 'layout' kept as written; Folio does not read it",
            "site/_guides/start.md:5:1: note: front matter key 'class' kept as written; Folio does not read it",
        ] {
            #expect(report.contains(line + "\n"), "\(line)\n\(report)")
            #expect(run.errors.contains(line), "printed too: \(line)")
        }
        #expect(liquid == "15:13", "the body's line 4, below 11 lines of front matter")
        #expect(!report.contains("not_a_construct"), "fenced code is not scanned")
        #expect(report.hasPrefix("folio import site issue\n\nimported 4 articles"), "\(report)")

        // The issue builds once the editor has dealt with the missing photo the report names.
        let withoutMissing = spring.replacingOccurrences(
            of: "<img src=\"/assets/images/missing.jpg\" alt=\"gone\">", with: "")
        try Data(withoutMissing.utf8).write(to: folder.url.appendingPathComponent("issue/posts/spring-walk.md"))
        let build = try FolioProcess.run(["build", "issue", "--sink", "json", "--out", "out"], in: folder.url)
        #expect(build.status == 0, "\(build.errors)")
        #expect(build.lines.first?.hasPrefix("Field Notes: 4 articles") == true, "\(build.text)")
        #expect(try FileTree.snapshot(site.url) == before)
    }

    @Test func choosesBySectionDateTagLanguageAndCount() throws {
        let (folder, site) = try scratch(ImportSiteFixtures.jekyll)
        let before = try FileTree.snapshot(site.url)
        func imported(_ options: [String], into issue: String) throws -> [String] {
            let run = try FolioProcess.run(["import", "site", issue] + options, in: folder.url)
            #expect(run.status == 0, "\(options): \(run.errors)")
            let listing = FileManager.default.enumerator(atPath: folder.url.appendingPathComponent(issue).path)
            return ((listing?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        }
        #expect(
            try imported(["--section", "_posts", "--since", "2023-06-01"], into: "a") == [
                "posts/autumn.md", "posts/spring-walk.md",
            ])
        #expect(try imported(["--section", "posts", "--limit", "1"], into: "b") == ["posts/spring-walk.md"])
        #expect(try imported(["--tag", "ARCHIVE"], into: "c") == ["posts/old.md"])
        #expect(try imported(["--section", "guides", "--lang", "de"], into: "d") == ["guides/de/start.md"])
        #expect(try imported(["--section", "_posts", "--drafts"], into: "e").contains("posts/draft.md"))
        #expect(try text(folder, "e/posts/draft.md").contains("draft: true\n"))
        #expect(try imported(["--section", "."], into: "f").contains("about.md"))

        let unknown = try FolioProcess.run(["import", "site", "g", "--section", "nope"], in: folder.url)
        #expect(unknown.status == 1)
        #expect(
            unknown.errors.contains("error: the site has no section 'nope'; its sections are: _posts, _guides"),
            "\(unknown.errors)")
        let none = try FolioProcess.run(["import", "site", "h", "--since", "2030-01-01"], in: folder.url)
        #expect(none.status == 1)
        #expect(none.errors.contains("no article to import"), "\(none.errors)")
        #expect(!exists(folder, "h"), "nothing is written when nothing is imported")
        let wrongDate = try FolioProcess.run(["import", "site", "i", "--since", "March"], in: folder.url)
        #expect(wrongDate.status == 64, "\(wrongDate.errors)")
        #expect(try FileTree.snapshot(site.url) == before)
    }

    @Test func importsAHugoSite() throws {
        let (folder, site) = try scratch(ImportSiteFixtures.hugo)
        let before = try FileTree.snapshot(site.url)
        let run = try FolioProcess.run(["import", "site", "issue"], in: folder.url)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.lines.first == "imported 3 articles and 3 files from site (Hugo) into issue", "\(run.text)")
        #expect(run.text.contains("left out: 2 section list pages (_index.md), 1 in other languages"), "\(run.text)")
        #expect(
            try text(folder, "issue/posts/second.md").hasPrefix(
                "---\ntitle: Second\ndate: 2025-03-01\nsummary: Later.\norder: 1\n---\n"))
        #expect(
            try text(folder, "issue/posts/first/index.md").hasPrefix(
                "---\ntitle: First Light\ndate: 2025-02-10\norder: 2\ntags: [photo]\n# Kept from the site; Folio does not read these:\nparams: {toc: true}\n---\n\n![Map](map.jpg)\n"
            ))
        #expect(try text(folder, "issue/docs/intro.md").hasPrefix("---\ntitle: Intro\norder: 3\n---\n"))
        for file in ["issue/posts/first/map.jpg", "issue/posts/first/photo.jpg", "issue/images/logo.jpg"] {
            #expect(exists(folder, file), "\(file)")
        }
        #expect(
            try text(folder, "issue/issue.yaml").hasSuffix(
                "title: Example Docs\nsubtitle: Everything in one place\nlang: en-US\nbase-url: https://docs.example.com/\n"
            ))
        let report = try text(folder, "issue/import-report.txt")
        #expect(
            report.contains(
                "issue/posts/first/index.md:12:1: warning: Hugo shortcode '{{< figure src=\"photo.jpg\" title=\"Dawn\" >}}' kept as written"
            ), "\(report)")
        #expect(report.contains("warning: Hugo shortcode '{{% param \"x\" %}}' kept as written"), "\(report)")
        #expect(
            report.contains("site/content/posts/first/index.md:6:1: note: front matter key 'params' kept as written"),
            "\(report)")

        let section = try FolioProcess.run(
            ["import", "site", "one", "--section", "posts", "--limit", "1"], in: folder.url)
        #expect(section.lines.first == "imported 1 article and 0 files from site (Hugo) into one", "\(section.text)")
        #expect(exists(folder, "one/posts/second.md"))
        let french = try FolioProcess.run(["import", "site", "fr", "--lang", "fr"], in: folder.url)
        #expect(french.status == 0, "\(french.errors)")
        #expect(try text(folder, "fr/posts/second.fr.md").contains("lang: fr\n"))

        let build = try FolioProcess.run(["build", "issue", "--sink", "json", "--out", "out"], in: folder.url)
        #expect(build.status == 0, "\(build.errors)")
        #expect(build.lines.first?.hasPrefix("Example Docs: 3 articles") == true, "\(build.text)")
        #expect(try FileTree.snapshot(site.url) == before)
    }

    @Test func importsAZolaSite() throws {
        let (folder, site) = try scratch(ImportSiteFixtures.zola)
        let before = try FileTree.snapshot(site.url)
        let run = try FolioProcess.run(["import", "site", "issue"], in: folder.url)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.lines.first == "imported 2 articles and 2 files from site (Zola) into issue", "\(run.text)")
        #expect(
            try text(folder, "issue/blog/trip/index.md").hasPrefix(
                "---\ntitle: Trip\ndate: 2024-07-01\norder: 1\n---\n"))
        #expect(
            try text(folder, "issue/blog/hello.md").hasPrefix(
                "---\ntitle: Hello\ndate: 2024-06-01\nsummary: A first post.\ncover: /logo.jpg\norder: 2\ntags: [intro]\n"
                    + "# Kept from the site; Folio does not read these:\ntemplate: page.html\n---\n"
            ))
        #expect(exists(folder, "issue/logo.jpg") && exists(folder, "issue/blog/trip/sea.jpg"))
        #expect(
            try text(folder, "issue/issue.yaml").hasSuffix(
                "title: Zola Notes\nlang: en\nbase-url: https://zola.example.net/\n"))
        let report = try text(folder, "issue/import-report.txt")
        #expect(report.contains("warning: Zola shortcode '{{ youtube(id=\"abc\") }}' kept as written"), "\(report)")
        #expect(
            report.contains("site/content/blog/hello.md:5:1: note: front matter key 'template' kept as written"),
            "\(report)")
        let build = try FolioProcess.run(["build", "issue", "--sink", "json", "--out", "out"], in: folder.url)
        #expect(build.status == 0, "\(build.errors)")
        #expect(try FileTree.snapshot(site.url) == before)
    }

    @Test func importsAPlainFolder() throws {
        let (folder, site) = try scratch(ImportSiteFixtures.plain)
        let before = try FileTree.snapshot(site.url)
        let run = try FolioProcess.run(["import", "site"], in: folder.url)
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.lines.first == "imported 2 articles and 1 file from site (plain folder) into site-issue", "\(run.text)")
        #expect(
            try text(folder, "site-issue/notes/one.md").hasPrefix(
                "---\ntitle: One\ndate: 2020-05-05\norder: 1\n---\n\nFirst."))
        #expect(try text(folder, "site-issue/notes/two.md") == "---\norder: 2\n---\n# Two\n\nNo front matter.\n")
        #expect(exists(folder, "site-issue/pics/x.jpg"))
        #expect(
            try text(folder, "site-issue/issue.yaml").hasSuffix(
                "this file instead). Every key is described in Folio's docs/content.md.\ntitle: Site\n"))
        #expect(try text(folder, "site-issue/import-report.txt").contains("Everything was carried over."))
        let build = try FolioProcess.run(["build", "site-issue", "--sink", "json", "--out", "out"], in: folder.url)
        #expect(build.status == 0, "\(build.errors)")
        #expect(try FileTree.snapshot(site.url) == before)
    }

    @Test func importingAgainKeepsTheEditorsChanges() throws {
        let (folder, site) = try scratch(ImportSiteFixtures.jekyll)
        let before = try FileTree.snapshot(site.url)
        #expect(try FolioProcess.run(["import", "site", "issue"], in: folder.url).status == 0)
        let settings = folder.url.appendingPathComponent("issue/issue.yaml")
        let edited = try text(folder, "issue/issue.yaml").replacingOccurrences(
            of: "title: Field Notes", with: "title: Autumn Issue")
        try Data(edited.utf8).write(to: settings)
        let autumn = folder.url.appendingPathComponent("issue/posts/autumn.md")
        try Data((try text(folder, "issue/posts/autumn.md") + "\nAn editor's line.\n").utf8).write(to: autumn)

        // Again, the same: the editor's issue.yaml and article stay; the rest is the site's.
        let again = try FolioProcess.run(["import", "site", "issue"], in: folder.url)
        #expect(again.status == 0, "\(again.errors)")
        #expect(
            again.text.contains("kept issue/posts/autumn.md as you changed it; the site's version was not written"),
            "\(again.text)")
        #expect(
            again.text.contains("kept your issue.yaml; the site's settings are in issue/issue.imported.yaml"),
            "\(again.text)")
        #expect(try text(folder, "issue/issue.yaml") == edited)
        #expect(try text(folder, "issue/issue.imported.yaml").contains("title: Field Notes\n"))
        #expect(try text(folder, "issue/posts/autumn.md").hasSuffix("An editor's line.\n"))

        // With fewer articles: what it wrote before and nobody changed goes; the changed stays.
        let fewer = try FolioProcess.run(["import", "site", "issue", "--limit", "1"], in: folder.url)
        #expect(fewer.status == 0, "\(fewer.errors)")
        #expect(fewer.text.contains("removed 3 files of the last import that this one does not take"), "\(fewer.text)")
        #expect(fewer.text.contains("kept issue/posts/autumn.md as you changed it"), "\(fewer.text)")
        #expect(!exists(folder, "issue/posts/old.md") && !exists(folder, "issue/guides/start.md"))
        #expect(!exists(folder, "issue/assets/images/leaf.jpg"), "autumn's photo went with it: \(fewer.text)")
        #expect(exists(folder, "issue/posts/autumn.md") && exists(folder, "issue/posts/spring-walk.md"))

        // An unchanged issue.yaml is the site's again once the editor takes the import's.
        try FileManager.default.removeItem(at: settings)
        #expect(try FolioProcess.run(["import", "site", "issue"], in: folder.url).status == 0)
        #expect(try text(folder, "issue/issue.yaml").contains("title: Field Notes\n"))
        #expect(!exists(folder, "issue/issue.imported.yaml"))
        #expect(try FileTree.snapshot(site.url) == before)
    }

    @Test func refusesFoldersItMustNotWriteInto() throws {
        let (folder, site) = try scratch(ImportSiteFixtures.jekyll)
        let before = try FileTree.snapshot(site.url)
        try folder.write("mine/notes.txt", "the editor's own\n")
        let occupied = try FolioProcess.run(["import", "site", "mine"], in: folder.url)
        #expect(occupied.status == 1)
        #expect(
            occupied.errors.contains(
                "error: 'mine' already holds files that folio import did not write; import into a new or empty folder"),
            "\(occupied.errors)")
        let inside = try FolioProcess.run(["import", "site", "site/issue"], in: folder.url)
        #expect(inside.status == 1)
        #expect(
            inside.errors.contains("is inside the site; folio import never writes into the site"), "\(inside.errors)")
        let itself = try FolioProcess.run(["import", "site", "site"], in: folder.url)
        #expect(itself.status == 1)
        // Named through a link to the site, a folder still to be made is inside it all the same.
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("link"), withDestinationURL: site.url)
        let throughLink = try FolioProcess.run(["import", "link", "link/issue"], in: folder.url)
        #expect(throughLink.status == 1)
        #expect(throughLink.errors.contains("is inside the site"), "\(throughLink.errors)")
        let deeper = try FolioProcess.run(["import", "site", "link/new/issue"], in: folder.url)
        #expect(deeper.status == 1, "\(deeper.text)")
        #expect(try FileTree.snapshot(site.url) == before)
        #expect(try text(folder, "mine/notes.txt") == "the editor's own\n")

        let other = try TemporaryFolder()
        try other.write("_config.yml", "title: Other\n")
        try other.write("_posts/2020-01-01-x.md", "---\ntitle: X\n---\n\nX.\n")
        #expect(try FolioProcess.run(["import", "site", "issue"], in: folder.url).status == 0)
        let elsewhere = try FolioProcess.run(["import", other.path, "issue"], in: folder.url)
        #expect(elsewhere.status == 1)
        #expect(elsewhere.errors.contains("not from this site; import into a new folder"), "\(elsewhere.errors)")
    }
}
