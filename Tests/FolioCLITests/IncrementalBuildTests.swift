import FolioTestSupport
import Foundation
import Testing

/// Rebuilds with the same cache: only what changed is read and written, and the output is the
/// same, byte for byte, as a build with an empty cache.
@Suite(.serialized) struct IncrementalBuildTests {
    /// A copy of the sample issue to edit, an output folder and a cache, in a scratch folder.
    struct Workspace {
        let root: URL
        var content: URL { root.appendingPathComponent("content") }
        var out: URL { root.appendingPathComponent("out") }
        var cache: URL { root.appendingPathComponent("cache") }

        init() throws {
            root = try FolioProcess.scratch()
            try FileManager.default.copyItem(
                at: FolioProcess.packageRoot.appendingPathComponent("Content"), to: content)
        }

        func build(out: URL? = nil, cache: URL? = nil) throws -> FolioRun {
            let result = try FolioProcess.run([
                "build", content.path, "--out", (out ?? self.out).path, "--cache", (cache ?? self.cache).path,
                "--verbose",
            ])
            #expect(result.status == 0, "\(result.errors)")
            return result
        }

        /// Builds the content as it is now into a fresh folder with an empty cache, and checks
        /// that the incremental output is that output, byte for byte.
        func expectTheSameAsAFullBuild() throws {
            let fresh = root.appendingPathComponent("fresh")
            try? FileManager.default.removeItem(at: fresh)
            _ = try build(out: fresh, cache: root.appendingPathComponent("fresh-cache-\(UUID().uuidString)"))
            let incremental = try FileTree.snapshot(out)
            let full = try FileTree.snapshot(fresh)
            #expect(incremental.keys.sorted() == full.keys.sorted())
            #expect(incremental == full)
        }

        func articleFiles(_ sink: String) throws -> Set<String> {
            Set(
                try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("\(sink)/articles").path)
            )
        }
    }

    @Test func anUnchangedRebuildReadsNothingAndChangesNothing() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        #expect(try space.build().text.contains("build cache: 0 of 7 content files unchanged"))
        let before = try FileTree.snapshot(space.out)
        #expect(try space.build().text.contains("build cache: 7 of 7 content files unchanged"))
        #expect(try FileTree.snapshot(space.out) == before)
    }

    @Test func oneChangedArticleRewritesOnlyItsFileAndMatchesAFullBuild() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        _ = try space.build()
        let jsonBefore = try space.articleFiles("json")
        let htmlBefore = try space.articleFiles("html")

        let article = try #require(
            try FileManager.default.contentsOfDirectory(atPath: space.content.appendingPathComponent("articles").path)
                .filter { $0.hasSuffix(".md") }.sorted().first)
        let handle = try FileHandle(forWritingTo: space.content.appendingPathComponent("articles/\(article)"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\nA paragraph added after the first build, long enough to matter.\n".utf8))
        try handle.close()

        #expect(try space.build().text.contains("build cache: 6 of 7 content files unchanged"))
        let jsonAfter = try space.articleFiles("json")
        #expect(jsonBefore.subtracting(jsonAfter).count == 1)
        #expect(jsonAfter.subtracting(jsonBefore).count == 1)
        let htmlAfter = try space.articleFiles("html")
        #expect(htmlBefore.subtracting(htmlAfter).count == 1)
        #expect(htmlAfter.subtracting(htmlBefore).count == 1)

        try space.expectTheSameAsAFullBuild()
    }

    @Test func aChangedPhotoIsPickedUpByTheArticlesThatShowIt() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        _ = try space.build()
        let photos = try #require(
            FileManager.default.enumerator(atPath: space.content.path)?
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".jpg") }.sorted())
        let first = try #require(photos.first)
        let second = try #require(photos.last)
        try FileManager.default.removeItem(at: space.content.appendingPathComponent(first))
        try FileManager.default.copyItem(
            at: space.content.appendingPathComponent(second), to: space.content.appendingPathComponent(first))
        _ = try space.build()
        try space.expectTheSameAsAFullBuild()
    }

    @Test func addingRemovingAndTamperingMatchAFullBuild() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        // Without the explicit order, so that articles can come and go.
        let settings = space.content.appendingPathComponent("issue.yaml")
        let text = try String(contentsOf: settings, encoding: .utf8)
        let unordered = text.replacingOccurrences(of: #"order:\n(  - .*\n)+"#, with: "", options: .regularExpression)
        #expect(unordered != text)
        try unordered.write(to: settings, atomically: true, encoding: .utf8)
        _ = try space.build()
        let articles = space.content.appendingPathComponent("articles")
        let names = try FileManager.default.contentsOfDirectory(atPath: articles.path).filter { $0.hasSuffix(".md") }
            .sorted()
        let removed = try #require(names.last)
        try FileManager.default.removeItem(at: articles.appendingPathComponent(removed))
        try Data("---\ntitle: Added Later\n---\n\nA new article, added after the first build.\n".utf8)
            .write(to: articles.appendingPathComponent("added-later.md"))
        #expect(try space.build().text.contains("build cache: 6 of 7 content files unchanged"))

        // Someone deletes an article file from the output: the next build puts it back.
        let victim = try #require(try space.articleFiles("html").sorted().first)
        try FileManager.default.removeItem(at: space.out.appendingPathComponent("html/articles/\(victim)"))
        _ = try space.build()

        try space.expectTheSameAsAFullBuild()
    }

    @Test func changedSettingsRebuildEverythingAndStillMatch() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        _ = try space.build()
        let settings = space.content.appendingPathComponent("issue.yaml")
        let text = try String(contentsOf: settings, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "subtitle: Walking", with: "subtitle: Still walking")
        #expect(changed != text)
        try changed.write(to: settings, atomically: true, encoding: .utf8)
        #expect(try space.build().text.contains("build cache: 0 of 7 content files unchanged"))
        try space.expectTheSameAsAFullBuild()
    }

    @Test func aFailedRebuildLeavesTheOutputAndTheCacheUsable() throws {
        let space = try Workspace()
        defer { try? FileManager.default.removeItem(at: space.root) }
        _ = try space.build()
        let before = try FileTree.snapshot(space.out)
        let broken = space.content.appendingPathComponent("articles/broken.md")
        try Data("---\ntitle: Broken\n---\n\n![A photo from outside](../../../etc/passwd.jpg)\n".utf8).write(to: broken)
        let failed = try FolioProcess.run([
            "build", space.content.path, "--out", space.out.path, "--cache", space.cache.path,
        ])
        #expect(failed.status != 0)
        #expect(try FileTree.snapshot(space.out) == before)
        try FileManager.default.removeItem(at: broken)
        #expect(try space.build().text.contains("build cache: 7 of 7 content files unchanged"))
        #expect(try FileTree.snapshot(space.out) == before)
    }
}
