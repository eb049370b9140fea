import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

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
        // A path from `/` is read from the site root, the content folder: never the disk's root.
        #expect(folder.resolve("/etc/passwd", from: file) == .failure(.missing("/etc/passwd")))
        #expect(folder.resolve("/../secret.jpg", from: file) == .failure(.escapes("/../secret.jpg")))
        #expect(folder.resolve("link.jpg", from: file) == .failure(.linksOut("link.jpg")))
        #expect(
            folder.resolve("https://example.org/x.jpg", from: file) == .failure(.remote("https://example.org/x.jpg")))
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
        try FileManager.default.createDirectory(
            at: temp.url.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
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

/// Every read of content is confined to the content folder, even against a symbolic link
/// swapped in between a check and the read.
@Suite struct ContentReadConfinementTests {
    @Test func readsInsideAndRefusesLinksOutAndNonFiles() throws {
        let temp = try TemporaryFolder()
        try temp.write("content/a.md", "inside")
        try temp.write("secret.md", "SECRET")
        try temp.write("content/sub/inner.md", "inner")
        let folder = try ContentFolder(path: temp.path + "/content")
        #expect(try folder.file(atRelativePath: "a.md").contents() == Data("inside".utf8))
        #expect(try folder.file(atRelativePath: "a.md").contents(upTo: 3) == Data("ins".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: temp.path + "/content/out.md", withDestinationPath: temp.path + "/secret.md")
        try FileManager.default.createSymbolicLink(
            atPath: temp.path + "/content/in.md", withDestinationPath: "sub/inner.md")
        #expect(throws: ContentReadError.linksOut) { try folder.file(atRelativePath: "out.md").contents() }
        #expect(try folder.file(atRelativePath: "in.md").contents() == Data("inner".utf8))
        #expect(mkfifo(temp.path + "/content/pipe.md", 0o644) == 0)
        #expect(throws: ContentReadError.notAFile) { try folder.file(atRelativePath: "pipe.md").contents() }
        #expect(throws: ContentReadError.notAFile) { try folder.file(atRelativePath: "sub").contents() }
    }

    @Test func aLinkSwappedInDuringReadsNeverLeaksAnOutsideFile() throws {
        let temp = try TemporaryFolder()
        try temp.write("content/a.md", "inside")
        let outside = try temp.write("secret.md", "SECRET")
        let folder = try ContentFolder(path: temp.path + "/content")
        let file = folder.file(atRelativePath: "a.md")
        let swapper = SymlinkSwapper(path: file.url, inside: Data("inside".utf8), outside: outside)
        swapper.waitForSwaps(1)
        var (read, refused, leaked, attempts) = (0, 0, 0, 0)
        // On a loaded two-core machine the swapper may get little time: read at least 20,000
        // times, and on until both sides of the race were seen (or 30 s have passed).
        let deadline = Date().addingTimeInterval(30)
        while attempts < 20_000 || ((read == 0 || refused == 0 || swapper.swapCount <= 100) && Date() < deadline) {
            attempts += 1
            switch Result(catching: { try file.contents() }) {
            case .success(let data): if data == Data("SECRET".utf8) { leaked += 1 } else { read += 1 }
            case .failure: refused += 1
            }
        }
        swapper.stop()
        #expect(leaked == 0)
        #expect(swapper.swaps > 100)
        #expect(read > 0 && refused > 0, "the swaps should land on both sides: read \(read), refused \(refused)")
    }
}
