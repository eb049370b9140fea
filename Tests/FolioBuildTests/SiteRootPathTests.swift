import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

/// Paths that start with `/` are read from the issue's site root: the content folder, and the
/// folders `static:` names (as Jekyll's `/assets/...` and Hugo's `static/` are served).
@Suite struct SiteRootPathTests {
    @Test func aSiteRootPathIsReadFromTheContentFolderWhereverTheArticleIs() throws {
        let temp = try TemporaryFolder()
        try temp.write("_articles/es/how-to.md", "x")
        try temp.write("assets/images/legal/repo.png", "x")
        let folder = try ContentFolder(path: temp.path)
        let article = folder.file(atRelativePath: "_articles/es/how-to.md")
        #expect(
            try folder.resolve("/assets/images/legal/repo.png", from: article).get().relativePath
                == "assets/images/legal/repo.png")
        #expect(
            try folder.resolve("/assets/images/legal/./repo%2Epng", from: article).get().relativePath
                == "assets/images/legal/repo.png")
        #expect(
            folder.resolve("/assets/images/other.png", from: article) == .failure(.missing("/assets/images/other.png")))
        #expect("\(PathResolutionError.missing("/x.png"))".contains("site root"))
    }

    @Test func staticFoldersAreLookedInInOrderThenTheContentFolder() throws {
        let temp = try TemporaryFolder()
        try temp.write("content/en/a.md", "x")
        try temp.write("static/images/kitten.jpg", "static")
        try temp.write("images/kitten.jpg", "root")
        try temp.write("images/only-root.jpg", "root")
        var folder = try ContentFolder(path: temp.path)
        folder.staticFolders = ["static"]
        let article = folder.file(atRelativePath: "content/en/a.md")
        #expect(
            try folder.resolve("/images/kitten.jpg", from: article).get().relativePath == "static/images/kitten.jpg")
        #expect(try folder.resolve("/images/only-root.jpg", from: article).get().relativePath == "images/only-root.jpg")
        folder.staticFolders = [".", "static"]
        #expect(try folder.resolve("/images/kitten.jpg", from: article).get().relativePath == "images/kitten.jpg")
        folder.staticFolders = ["static/"]
        #expect(folder.resolve("/only-root.jpg", from: article) == .failure(.missing("/only-root.jpg")))
    }

    @Test func aSiteRootPathNeverLeavesItsFolderNorTheContentFolder() throws {
        let temp = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try outside.write("secret.jpg", "x")
        try temp.write("a.md", "x")
        try temp.write("static/x.jpg", "x")
        try temp.write("private.jpg", "x")
        try FileManager.default.createSymbolicLink(
            atPath: temp.url.appendingPathComponent("static/link.jpg").path,
            withDestinationPath: outside.url.appendingPathComponent("secret.jpg").path)
        try FileManager.default.createSymbolicLink(
            atPath: temp.url.appendingPathComponent("out").path, withDestinationPath: outside.path)
        var folder = try ContentFolder(path: temp.path)
        folder.staticFolders = ["static", "out", "../\(outside.url.lastPathComponent)"]
        let file = folder.file(atRelativePath: "a.md")
        #expect(folder.resolve("/../private.jpg", from: file) == .failure(.escapes("/../private.jpg")))
        #expect(folder.resolve("/..%2Fprivate.jpg", from: file) == .failure(.escapes("/..%2Fprivate.jpg")))
        #expect(folder.resolve("/link.jpg", from: file) == .failure(.linksOut("/link.jpg")))
        // A static folder that is a link out of the content folder finds nothing of its own.
        #expect(folder.resolve("/secret.jpg", from: file) == .failure(.linksOut("/secret.jpg")))
        #expect(folder.resolve("//example.org/x.jpg", from: file) == .failure(.remote("//example.org/x.jpg")))
        #expect(folder.resolve("%2Fetc%2Fpasswd", from: file) == .failure(.absolute("%2Fetc%2Fpasswd")))
    }

    @Test func issueYAMLNamesStaticFoldersAndRefusesOnesOutside() throws {
        let temp = try TemporaryFolder()
        try temp.write("issue.yaml", "title: T\nstatic: [static, ., ../up, /abs, missing]\n")
        try temp.write("static/x.png", "x")
        let folder = try ContentFolder(path: temp.path)
        let file = folder.file(atRelativePath: "issue.yaml")
        let text = try String(contentsOf: file.url, encoding: .utf8)
        let (issue, diagnostics) = IssueSettingsFile.parse(text, file: file, fallbackTitle: "x")
        #expect(issue.settings.staticFolders == ["static", ".", "missing"])
        #expect(
            diagnostics.map(\.description).sorted()
                == [
                    "\(temp.path)/issue.yaml:2:34: warning: static: no folder 'missing' in the content folder",
                    "\(temp.path)/issue.yaml:2:21: error: static: '../up' leaves the content folder; name a folder inside it (static, assets, .)",
                    "\(temp.path)/issue.yaml:2:28: error: static: '/abs' leaves the content folder; name a folder inside it (static, assets, .)",
                ].sorted())
        let (single, none) = IssueSettingsFile.parse("static: static\n", file: file, fallbackTitle: "x")
        #expect(single.settings.staticFolders == ["static"])
        #expect(none.isEmpty)
    }

    @Test func theScanGivesTheContentFolderItsStaticFolders() throws {
        let temp = try TemporaryFolder()
        try temp.write("issue.yaml", "static: [static]\n")
        try temp.write("a.md", "x")
        let scan = try ContentScan(folderAt: temp.path, registry: PluginRegistry())
        #expect(scan.folder.staticFolders == ["static"])
    }
}
