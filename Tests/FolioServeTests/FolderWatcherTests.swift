import FolioTestSupport
import FolioWatch
import Foundation
import Testing

/// The watcher on real folders with real inotify: bursts become one batch, litter none, a
/// half-written file none until it is closed, and renamed folders are followed.
@Suite(.serialized)
struct FolderWatcherTests {
    @Test func aHundredFilesWrittenAtOnceAreOneBatch() async throws {
        let folder = try TemporaryFolder()
        try folder.write("articles/keep.md", "# Keep\n")
        // Quiet periods far longer than the defaults (60 ms, and 10 ms for a burst of whole files,
        // as these are): on two loaded cores this loop can be descheduled for longer than that
        // between two files, which is two bursts by the rule (BurstCoalescerTests pins the rule
        // itself down with exact times).
        let watcher = try FolderWatcher(
            folder: folder.url,
            coalescer: BurstCoalescer(quiet: .seconds(2), limit: .seconds(30), settled: .seconds(2)))
        defer { watcher.stop() }
        for index in 0..<100 { try folder.write("articles/a\(index).md", "# A \(index)\n") }
        let batch = try await watcher.nextBatch()
        #expect(batch.paths.count == 100)
        #expect(batch.paths.contains("articles/a42.md"))
        #expect(
            try await watcher.nextBatch(afterWriting: "sentinel.md", in: folder) == ChangeBatch(paths: ["sentinel.md"]),
            "nothing more comes of that burst")
    }

    @Test func swapFilesAloneAreNoChange() async throws {
        let folder = try TemporaryFolder()
        let watcher = try FolderWatcher(folder: folder.url)
        defer { watcher.stop() }
        try folder.write(".intro.md.swp", "swap")
        try folder.write("4913", "")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("4913"))
        try folder.write("intro.md~", "backup")
        #expect(
            try await watcher.nextBatch(afterWriting: "sentinel.md", in: folder) == ChangeBatch(paths: ["sentinel.md"]),
            "the litter is not reported")
    }

    @Test func aHalfWrittenFileIsAChangeOnlyOnceClosed() async throws {
        let folder = try TemporaryFolder()
        let watcher = try FolderWatcher(folder: folder.url)
        defer { watcher.stop() }
        let url = folder.url.appendingPathComponent("intro.md")
        let descriptor = open(url.path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        // Neither the create nor the first half is reported while the file is open.
        try handle.write(contentsOf: Data("# Intro\n\nThe first ha".utf8))
        #expect(
            try await watcher.nextBatch(afterWriting: "sentinel.md", in: folder) == ChangeBatch(paths: ["sentinel.md"]),
            "the open file is not reported yet")
        try handle.write(contentsOf: Data("lf and the second.\n".utf8))
        try handle.close()
        #expect(try await watcher.nextBatch() == ChangeBatch(paths: ["intro.md"]))
    }

    @Test func aRenamedFolderIsFollowed() async throws {
        let folder = try TemporaryFolder()
        try folder.write("old/a.md", "# A\n")
        let watcher = try FolderWatcher(folder: folder.url)
        defer { watcher.stop() }
        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("old"), to: folder.url.appendingPathComponent("new"))
        let renamed = try await watcher.nextBatch()
        #expect(renamed.rescanned)
        // A change inside the folder under its new name is seen under that name.
        try folder.write("new/a.md", "# A again\n")
        #expect(try await watcher.nextBatch() == ChangeBatch(paths: ["new/a.md"]))
        // A folder created and filled at once is watched too.
        try folder.write("fresh/deep/b.md", "# B\n")
        _ = try await watcher.nextBatch()
        try folder.write("fresh/deep/b.md", "# B again\n")
        #expect(try await watcher.nextBatch() == ChangeBatch(paths: ["fresh/deep/b.md"]))
    }

    @Test func excludedFoldersAreNotReported() async throws {
        let folder = try TemporaryFolder()
        try folder.write(".folio-cache/build/manifest", "x")
        let watcher = try FolderWatcher(
            folder: folder.url, excluding: [folder.url.appendingPathComponent(".folio-cache")])
        defer { watcher.stop() }
        try folder.write(".folio-cache/build/manifest", "y")
        try folder.write(".folio-cache/assets/p.jpg", "z")
        #expect(
            try await watcher.nextBatch(afterWriting: "sentinel.md", in: folder) == ChangeBatch(paths: ["sentinel.md"]),
            "the excluded folder is not reported")
    }

    @Test func aMissingFolderCannotBeWatched() {
        #expect(throws: WatchError.self) {
            try FolderWatcher(folder: URL(fileURLWithPath: "/nonexistent/folio-\(UUID().uuidString)"))
        }
    }
}
