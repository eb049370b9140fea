import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioOutput
@testable import FolioPluginAPI

@Suite struct AtomicFolderTests {
    struct Boom: Error {}

    @Test func replacesTheTargetWhenTheWriteSucceeds() throws {
        let temp = try TemporaryFolder()
        let target = temp.url.appendingPathComponent("dist/json")
        try AtomicFolder.replace(target, step: "Publish json") {
            try Data("one".utf8).write(to: $0.appendingPathComponent("a.txt"))
        }
        try AtomicFolder.replace(target, step: "Publish json") {
            try Data("two".utf8).write(to: $0.appendingPathComponent("b.txt"))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: target.path)
        #expect(names == ["b.txt"])
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: temp.url.appendingPathComponent("dist").path)
        #expect(leftovers == ["json"])
    }

    @Test func aFailedWriteLeavesThePreviousOutputExactlyAsItWas() throws {
        let temp = try TemporaryFolder()
        let target = temp.url.appendingPathComponent("out")
        try AtomicFolder.replace(target, step: "Publish") {
            try Data("old".utf8).write(to: $0.appendingPathComponent("issue.json"))
        }
        #expect(throws: FolioError.self) {
            try AtomicFolder.replace(target, step: "Publish") { staging in
                try Data("half".utf8).write(to: staging.appendingPathComponent("issue.json"))
                throw Boom()
            }
        }
        let content = try String(contentsOf: target.appendingPathComponent("issue.json"), encoding: .utf8)
        #expect(content == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path) == ["out"])
    }
}

/// What an interrupted build leaves is found and removed by the next one, which says so.
@Suite struct LeftoversTests {
    @Test func aFolderSetAsideBetweenTwoRenamesIsPutBack() throws {
        let temp = try TemporaryFolder()
        let target = temp.url.appendingPathComponent("out/json")
        try temp.write("out/.json.folio-old-1A2B3C4D/issue.json", "old")
        try temp.write("out/.json.folio-new-5E6F7A8B/issue.json", "half")
        let notice = Leftovers.sweep(output: target)
        #expect(try String(contentsOf: target.appendingPathComponent("issue.json"), encoding: .utf8) == "old")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: temp.url.appendingPathComponent("out").path) == ["json"]
        )
        #expect(notice?.message.contains("put back the previous output") == true)
        #expect(notice?.message.contains("removed 1 leftover file") == true)
    }

    @Test func temporaryFilesAnywhereInTheOutputAreRemovedAndNothingElse() throws {
        let temp = try TemporaryFolder()
        let target = temp.url.appendingPathComponent("out/json")
        try temp.write("out/json/issue.json", "index")
        try temp.write("out/json/.issue.json.folio-tmp-0A1B2C3D", "torn")
        try temp.write("out/json/articles/ab.json", "article")
        try temp.write("out/json/articles/.cd.json.folio-tmp-11111111", "")
        try temp.write("out/json/assets/photos/.ef.jpg.folio-tmp-22222222", "torn")
        try temp.write("out/other/.x.folio-tmp-33333333", "not ours")
        let notice = Leftovers.sweep(output: target)
        #expect(notice?.message.contains("removed 3 leftover files") == true)
        #expect(try FileTree.snapshot(target).keys.sorted() == ["/articles/ab.json", "/issue.json"])
        #expect(
            FileManager.default.fileExists(
                atPath: temp.url.appendingPathComponent("out/other/.x.folio-tmp-33333333").path))
        #expect(Leftovers.sweep(output: target) == nil)
    }

    @Test func aFailedWriteLeavesNoTemporaryFile() throws {
        let temp = try TemporaryFolder()
        var staged = StagedWrites(step: "Test")
        try staged.write(Data("a".utf8), to: temp.url.appendingPathComponent("a.txt"))
        try staged.write(Data("b".utf8), to: temp.url.appendingPathComponent("b.txt"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path).count == 2)
        #expect(!FileManager.default.fileExists(atPath: temp.url.appendingPathComponent("a.txt").path))
        staged.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path).isEmpty)
        try staged.write(Data("c".utf8), to: temp.url.appendingPathComponent("c.txt"))
        try staged.commit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path) == ["c.txt"])
    }
}
