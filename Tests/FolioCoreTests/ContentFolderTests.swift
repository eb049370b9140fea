import FolioTestSupport
import Foundation
import Testing
@testable import FolioCore

@Suite struct ContentFolderTests {
    @Test func listsRegularFilesSortedAndSkipsHiddenOnes() throws {
        let temp = try TemporaryFolder()
        try temp.write("b.md", "b")
        try temp.write("a/z.md", "z")
        try temp.write(".git/config", "x")
        try temp.write(".hidden.md", "x")
        let folder = try ContentFolder(path: temp.path)
        #expect(folder.files().map(\.relativePath) == ["a/z.md", "b.md"])
    }

    @Test func missingFolderAndPlainFileAreClearErrors() throws {
        let temp = try TemporaryFolder()
        try temp.write("file.md", "x")
        #expect(throws: FolioError.self) { try ContentFolder(path: temp.path + "/nope") }
        do {
            _ = try ContentFolder(path: temp.path + "/file.md")
            Issue.record("a plain file must not open as a folder")
        } catch {
            #expect(error.description.contains("is a file, not a content folder"))
        }
    }

    @Test func resolvesRelativeReferencesInsideTheFolder() throws {
        let temp = try TemporaryFolder()
        try temp.write("articles/a.md", "x")
        try temp.write("photos/p.jpg", "x")
        let folder = try ContentFolder(path: temp.path)
        let file = folder.file(atRelativePath: "articles/a.md")
        let resolved = try folder.resolve("../photos/p.jpg", from: file).get()
        #expect(resolved.relativePath == "photos/p.jpg")
        #expect(try folder.resolve("./../photos/p%2Ejpg", from: file).get().relativePath == "photos/p.jpg")
    }

    @Test func refusesEveryWayOut() throws {
        let temp = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try outside.write("secret.jpg", "x")
        try temp.write("a.md", "x")
        try FileManager.default.createSymbolicLink(
            atPath: temp.url.appendingPathComponent("link.jpg").path,
            withDestinationPath: outside.url.appendingPathComponent("secret.jpg").path)
        let folder = try ContentFolder(path: temp.path)
        let file = folder.file(atRelativePath: "a.md")
        #expect(folder.resolve("../secret.jpg", from: file) == .failure(.escapes("../secret.jpg")))
        #expect(folder.resolve("/etc/passwd", from: file) == .failure(.absolute("/etc/passwd")))
        #expect(folder.resolve("link.jpg", from: file) == .failure(.linksOut("link.jpg")))
        #expect(folder.resolve("https://example.org/x.jpg", from: file) == .failure(.remote("https://example.org/x.jpg")))
        #expect(folder.resolve("nothing.jpg", from: file) == .failure(.missing("nothing.jpg")))
    }
}

@Suite struct ContentFolderNamingTests {
    @Test func colonsTildesPercentsAndFoldersAreReadAsNamesNotTricks() throws {
        let temp = try TemporaryFolder()
        try temp.write("a.md", "x")
        try temp.write("Note: dock.png", "x")
        try temp.write("~draft.png", "x")
        try temp.write("100%.png", "x")
        try temp.write("my photo.png", "x")
        try FileManager.default.createDirectory(at: temp.url.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
        let folder = try ContentFolder(path: temp.path)
        let file = folder.file(atRelativePath: "a.md")
        #expect(try folder.resolve("Note: dock.png", from: file).get().relativePath == "Note: dock.png")
        #expect(try folder.resolve("~draft.png", from: file).get().relativePath == "~draft.png")
        #expect(try folder.resolve("100%.png", from: file).get().relativePath == "100%.png")
        #expect(try folder.resolve("my%20photo.png", from: file).get().relativePath == "my photo.png")
        #expect(folder.resolve("folder.png", from: file) == .failure(.notAFile("folder.png")))
        #expect(folder.resolve("%2Fetc%2Fpasswd", from: file) == .failure(.absolute("%2Fetc%2Fpasswd")))
        #expect(folder.resolve("..%2F..%2Fsecret", from: file) == .failure(.escapes("..%2F..%2Fsecret")))
        #expect(folder.resolve("file:///etc/passwd", from: file) == .failure(.remote("file:///etc/passwd")))
        #expect(folder.resolve("~/x.png", from: file) == .failure(.absolute("~/x.png")))
    }
}

@Suite struct ContentFolderShortNameTests {
    @Test func oneCharacterNamesResolve() throws {
        let temp = try TemporaryFolder()
        try temp.write("a", "x")
        try temp.write("b", "x")
        let folder = try ContentFolder(path: temp.path)
        #expect(try folder.resolve("b", from: folder.file(atRelativePath: "a")).get().relativePath == "b")
    }
}
