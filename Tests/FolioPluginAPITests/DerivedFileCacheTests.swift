import FolioTestSupport
import Foundation
import Synchronization
import Testing

@testable import FolioPluginAPI

/// What a publisher derives slowly is derived once while its input is unchanged, never served
/// from a damaged file, and the folder keeps only what the last build asked for.
struct DerivedFileCacheTests {
    /// Counts the calls of a derivation (reversing the bytes).
    final class Counter: Sendable {
        let calls = Mutex(0)
        func reversed(_ input: Data) -> Data {
            calls.withLock { $0 += 1 }
            return Data(input.reversed())
        }
    }

    @Test func theSameInputIsDerivedOnceAcrossBuilds() throws {
        let temp = try TemporaryFolder()
        let counter = Counter()
        let input = Data("a font's bytes".utf8)
        let first = DerivedFileCache(folder: temp.url).bytes("reverse-1", of: input, making: counter.reversed)
        let second = DerivedFileCache(folder: temp.url).bytes("reverse-1", of: input, making: counter.reversed)
        #expect(first == Data(input.reversed()) && second == first)
        #expect(counter.calls.withLock { $0 } == 1)
        // Another kind, or another input, is derived.
        _ = DerivedFileCache(folder: temp.url).bytes("reverse-2", of: input, making: counter.reversed)
        _ = DerivedFileCache(folder: temp.url).bytes("reverse-1", of: input + Data([0]), making: counter.reversed)
        #expect(counter.calls.withLock { $0 } == 3)
    }

    @Test func aDamagedFileIsDerivedAgainNeverServed() throws {
        let temp = try TemporaryFolder()
        let counter = Counter()
        let input = Data("a font's bytes".utf8)
        _ = DerivedFileCache(folder: temp.url).bytes("reverse-1", of: input, making: counter.reversed)
        let file = try #require(
            try FileManager.default.contentsOfDirectory(at: temp.url, includingPropertiesForKeys: nil).first)
        var flipped = try Data(contentsOf: file)
        flipped[flipped.count - 1] ^= 1
        for damage in [Data(), Data([1, 2, 3]), flipped] {
            try damage.write(to: file)
            #expect(
                DerivedFileCache(folder: temp.url).bytes("reverse-1", of: input, making: counter.reversed)
                    == Data(input.reversed()))
        }
        #expect(counter.calls.withLock { $0 } == 4)
    }

    @Test func theFolderKeepsWhatTheLastBuildAskedFor() throws {
        let temp = try TemporaryFolder()
        let counter = Counter()
        let old = DerivedFileCache(folder: temp.url)
        _ = old.bytes("reverse-1", of: Data("old".utf8), making: counter.reversed)
        _ = old.bytes("reverse-1", of: Data("kept".utf8), making: counter.reversed)
        let next = DerivedFileCache(folder: temp.url)
        _ = next.bytes("reverse-1", of: Data("kept".utf8), making: counter.reversed)
        DerivedFileCache(folder: temp.url).removeUnused()  // a build that asked for nothing
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).count == 2)
        next.removeUnused()
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).count == 1)
        _ = DerivedFileCache(folder: temp.url).bytes("reverse-1", of: Data("kept".utf8), making: counter.reversed)
        #expect(counter.calls.withLock { $0 } == 2)
    }
}
