import FolioPluginAPI
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild

/// What a source gets besides the folder, as a third party's source reaches it (docs/plugins.md):
/// a file's text, its front matter, its site's variables and remote images, which a build's
/// folder fetches and a folder no build made refuses.
@Suite struct SourceServicesTests {
    @Test func aFilesTextDropsTheByteOrderMarkAndLocatesTheFirstByteThatIsNotUTF8() throws {
        let temp = try TemporaryFolder()
        _ = try temp.write("good.txt", data: Data([0xEF, 0xBB, 0xBF] + Array("héllo".utf8)))
        _ = try temp.write("bad.txt", data: Data(Array("one\ntwo é".utf8) + [0xFF]))
        let folder = try ContentFolder(path: temp.path)
        #expect(try folder.file(atRelativePath: "good.txt").text().get() == "héllo")
        guard case .failure(let diagnostic) = folder.file(atRelativePath: "bad.txt").text() else {
            Issue.record("bad.txt decoded")
            return
        }
        #expect(diagnostic.location?.line == 2 && diagnostic.location?.column == 6)
        #expect(diagnostic.message.contains("byte offset 10 (0xFF)"))
    }

    @Test func frontMatterIsReadWithTheImportsReadersAndLocatedInTheFile() throws {
        let temp = try TemporaryFolder()
        _ = try temp.write("post.md", "+++\ntitle = \"Trail\"\nweight = 3\nlayout = \"post\"\n+++\nBody\n")
        let folder = try ContentFolder(path: temp.path)
        let file = folder.file(atRelativePath: "post.md")
        let block = try FrontMatterBlock.split(try file.text().get()).get()
        #expect(block.format == .toml && block.bodyLineOffset == 5)
        let (matter, diagnostics) = ArticleFrontMatter.read(block, of: file)
        #expect(matter.title == "Trail" && matter.order == 3 && matter.unreadKeys == ["layout"])
        #expect(diagnostics.count == 1 && diagnostics[0].severity == .note)
        #expect(diagnostics[0].location?.line == 1)

        _ = try temp.write("broken.md", "---\ntitle: [\n---\n")
        let broken = folder.file(atRelativePath: "broken.md")
        let (empty, problems) = ArticleFrontMatter.read(
            try FrontMatterBlock.split(try broken.text().get()).get(), of: broken)
        #expect(empty == ArticleFrontMatter())
        #expect(problems.count == 1 && problems[0].severity == .error && (problems[0].location?.line ?? 0) >= 2)
    }

    @Test func siteVariablesAreTheEnclosingSitesConfigurationFlattened() throws {
        let temp = try TemporaryFolder()
        _ = try temp.write("_config.yml", "title: Open\ngithub:\n  repository_nwo: github/site\ntags: [a, b]\n")
        _ = try temp.write("issue/one.md", "# One\n")
        let folder = try ContentFolder(path: temp.path + "/issue")
        let variables = folder.siteVariables()
        #expect(variables["title"] == "Open")
        #expect(variables["github.repository_nwo"] == "github/site")
        #expect(variables["tags"] == "a, b")
    }

    @Test func remoteImagesAreFetchedOnlyByABuildsFolder() throws {
        let temp = try TemporaryFolder()
        _ = try temp.write("issue.yaml", "cover: false\n")
        let url = "http://127.0.0.1:1/chart.png"
        let place = SourceLocation(path: "a.md", line: 3, column: 1)
        let plain = try ContentFolder(path: temp.path)
        guard case .failure(let refused) = plain.remotePhoto(url, alt: "A chart", caption: nil, at: place) else {
            Issue.record("a folder no build made fetched a remote image")
            return
        }
        #expect(refused.message.contains("remote images are fetched only by a build with a cache"))

        let builder = IssueBuilder(registry: PluginRegistry(), cache: temp.url.appendingPathComponent(".cache"))
        let folder = try builder.scan(folderAt: temp.path).folder
        guard case .success(let (photo, warning)) = folder.remotePhoto(url, alt: "A chart", caption: nil, at: place)
        else {
            Issue.record("the build's folder refused a remote image")
            return
        }
        #expect(photo.path == url && photo.alt == "A chart")
        #expect(warning?.severity == .warning && warning?.location == place)
        #expect(warning?.message.contains("a placeholder with its alt text stands in for it") == true)
        #expect(FileManager.default.fileExists(atPath: folder.file(atRelativePath: url).url.path))
    }
}
