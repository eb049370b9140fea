import FolioTestSupport
import Foundation
import Testing
@testable import FolioCore

@Suite struct AtomicFolderTests {
    struct Boom: Error {}

    @Test func replacesTheTargetWhenTheWriteSucceeds() throws {
        let temp = try TemporaryFolder()
        let target = temp.url.appendingPathComponent("dist/json")
        try AtomicFolder.replace(target, step: "Publish json") { try Data("one".utf8).write(to: $0.appendingPathComponent("a.txt")) }
        try AtomicFolder.replace(target, step: "Publish json") { try Data("two".utf8).write(to: $0.appendingPathComponent("b.txt")) }
        let names = try FileManager.default.contentsOfDirectory(atPath: target.path)
        #expect(names == ["b.txt"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: temp.url.appendingPathComponent("dist").path)
        #expect(leftovers == ["json"])
    }

    @Test func aFailedWriteLeavesThePreviousOutputExactlyAsItWas() throws {
        let temp = try TemporaryFolder()
        let target = temp.url.appendingPathComponent("out")
        try AtomicFolder.replace(target, step: "Publish") { try Data("old".utf8).write(to: $0.appendingPathComponent("issue.json")) }
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
