import Testing

@testable import FolioBuild

/// What a link written between articles leads to (`IssueLinks`), on a table of the articles'
/// files as a Jekyll site with translations, a Hugo section and a Zola blog keep them.
@Suite struct IssueLinksTests {
    let links: IssueLinks = {
        var links = IssueLinks(
            targets: [
                LinkTarget(id: "how-to-contribute", sourcePath: "_articles/how-to-contribute.md"),
                LinkTarget(id: "legal", sourcePath: "_articles/legal.md"),
                LinkTarget(id: "legal-2", sourcePath: "_articles/es/legal.md"),
                LinkTarget(id: "starting", sourcePath: "_articles/es/starting.md"),
                LinkTarget(id: "hello", sourcePath: "_posts/2020-01-02-hello.md"),
                LinkTarget(id: "trip", sourcePath: "blog/trip/index.md"),
            ], baseURL: "https://guides.example.org/")
        links.anchors["legal"] = ["the-licence", "notes"]
        return links
    }()

    func resolve(_ written: String, from index: Int) -> IssueLinks.Resolution {
        links.resolve(written, from: links.targets[index]).0
    }

    @Test func filesAndTheirHeadings() {
        #expect(resolve("legal.md", from: 0) == .article(id: "legal", anchor: nil))
        #expect(resolve("legal.md#The-Licence", from: 0) == .article(id: "legal", anchor: "the-licence"))
        #expect(resolve("./legal.md#the%20licence", from: 0) == .article(id: "legal", anchor: "the-licence"))
        #expect(resolve("#notes", from: 1) == .article(id: "legal", anchor: "notes"))
        #expect(resolve("../legal.md", from: 3) == .article(id: "legal", anchor: nil))
        #expect(resolve("/_articles/legal.md", from: 3) == .article(id: "legal", anchor: nil))
    }

    @Test func prettyURLsFromTheArticlesOwnAddress() {
        // /how-to-contribute/ + ../legal/ is /legal/.
        #expect(resolve("../legal/#notes", from: 0) == .article(id: "legal", anchor: "notes"))
        #expect(resolve("/legal/", from: 0) == .article(id: "legal", anchor: nil))
        #expect(resolve("/legal", from: 0) == .article(id: "legal", anchor: nil))
        // From the Spanish article, the Spanish one of the same name (its own folder).
        #expect(resolve("../legal/", from: 3) == .article(id: "legal-2", anchor: nil))
        #expect(resolve("/blog/trip/", from: 0) == .article(id: "trip", anchor: nil))
        #expect(resolve("/2020/01/02/hello.html", from: 0) == .article(id: "hello", anchor: nil))
    }

    @Test func templatePathsAndZolasForm() {
        #expect(resolve("/_posts/2020-01-02-hello", from: 0) == .article(id: "hello", anchor: nil))
        #expect(resolve("@/blog/trip/index.md", from: 0) == .article(id: "trip", anchor: nil))
        #expect(resolve("blog/trip/index.md", from: 1) == .article(id: "trip", anchor: nil))
    }

    @Test func nothingInTheIssueGoesToTheSiteOrNowhere() {
        let (resolution, problem) = links.resolve("/notices/", from: links.targets[0])
        #expect(resolution == .outside("https://guides.example.org/notices/"))
        #expect(problem?.contains("leads to no article") == true)
        #expect(
            resolve("../code-of-conduct/#enforcing", from: 0)
                == .outside("https://guides.example.org/code-of-conduct/#enforcing"))
        let alone = IssueLinks(targets: links.targets, baseURL: nil)
        #expect(alone.resolve("missing.md", from: links.targets[0]).0 == .nowhere)
        #expect(alone.resolve("@/missing.md", from: links.targets[0]).0 == .nowhere)
    }

    @Test func anAnchorNoHeadingHasIsKeptAndWarnedAbout() {
        let (resolution, problem) = links.resolve("legal.md#gone", from: links.targets[0])
        #expect(resolution == .article(id: "legal", anchor: "gone"))
        #expect(problem?.contains("names no heading") == true)
    }

    @Test func theFingerprintFollowsTheTable() {
        let moved = IssueLinks(
            targets: links.targets.map { target in
                target.id == "legal" ? LinkTarget(id: "legal", sourcePath: "_articles/law.md") : target
            }, baseURL: "https://guides.example.org")
        #expect(moved.fingerprint != links.fingerprint)
        #expect(
            IssueLinks(targets: links.targets, baseURL: "https://guides.example.org").fingerprint == links.fingerprint)
    }
}
