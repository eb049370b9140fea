import FolioTestSupport
import FolioWatch
import Foundation
import Testing

/// The portable watcher (stat-based snapshots, used where inotify is absent) on real folders,
/// on Linux too: the same batches as inotify's for bursts, litter, new, edited, deleted and
/// renamed files, renamed folders and excluded folders.
@Suite(.serialized)
struct PollingWatcherTests {
    /// Looks every 20 ms, so that a test's burst is seen in a few looks.
    static let polling = WatchMethod.polling(interval: .milliseconds(20))

    func watcher(_ folder: TemporaryFolder, excluding excluded: [URL] = []) throws -> FolderWatcher {
        // A quiet period far above the interval: on two loaded cores a test's loop can be
        // descheduled for longer than a few looks between two files.
        try FolderWatcher(
            folder: folder.url, excluding: excluded,
            coalescer: BurstCoalescer(quiet: .seconds(2), limit: .seconds(30)), method: Self.polling)
    }

    @Test func aHundredFilesWrittenAtOnceAreOneBatch() async throws {
        let folder = try TemporaryFolder()
        try folder.write("articles/keep.md", "# Keep\n")
        let watcher = try watcher(folder)
        defer { watcher.stop() }
        #expect(watcher.method == Self.polling)
        for index in 0..<100 { try folder.write("articles/a\(index).md", "# A \(index)\n") }
        let batch = try await watcher.nextBatch()
        #expect(batch.paths.count == 100)
        #expect(batch.paths.contains("articles/a42.md"))
        #expect(!batch.rescanned)
        #expect(
            try await watcher.nextBatch(afterWriting: "sentinel.md", in: folder) == ChangeBatch(paths: ["sentinel.md"]),
            "nothing more comes of that burst")
    }

    @Test func editedNewDeletedAndRenamedFilesAreReportedByPath() async throws {
        let folder = try TemporaryFolder()
        try folder.write("a.md", "# A\n")
        try folder.write("b.md", "# B\n")
        try folder.write("c.md", "# C\n")
        let watcher = try watcher(folder)
        defer { watcher.stop() }
        try folder.write("a.md", "# A, edited\n")
        try folder.write("new.md", "# New\n")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("b.md"))
        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("c.md"), to: folder.url.appendingPathComponent("d.md"))
        #expect(try await watcher.nextBatch() == ChangeBatch(paths: ["a.md", "b.md", "c.md", "d.md", "new.md"]))
    }

    @Test func aFileRewrittenWithTheSameSizeIsAChange() async throws {
        let folder = try TemporaryFolder()
        try folder.write("intro.md", "# Intro\n")
        let watcher = try watcher(folder)
        defer { watcher.stop() }
        // Same length, other bytes: only the times and (for a replaced file) the inode differ.
        try folder.write("intro.md", "# Outro\n")
        #expect(try await watcher.nextBatch() == ChangeBatch(paths: ["intro.md"]))
    }

    @Test func swapFilesAloneAreNoChange() async throws {
        let folder = try TemporaryFolder()
        let watcher = try watcher(folder)
        defer { watcher.stop() }
        try folder.write(".intro.md.swp", "swap")
        try folder.write("4913", "")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("4913"))
        try folder.write("intro.md~", "backup")
        #expect(
            try await watcher.nextBatch(afterWriting: "sentinel.md", in: folder) == ChangeBatch(paths: ["sentinel.md"]),
            "the litter is not reported")
    }

    @Test func aRenamedFolderIsFollowed() async throws {
        let folder = try TemporaryFolder()
        try folder.write("old/a.md", "# A\n")
        let watcher = try watcher(folder)
        defer { watcher.stop() }
        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("old"), to: folder.url.appendingPathComponent("new"))
        let renamed = try await watcher.nextBatch()
        #expect(renamed == ChangeBatch(paths: [], rescanned: true), "a folder's move is a rescan, as with inotify")
        try folder.write("new/a.md", "# A again\n")
        #expect(try await watcher.nextBatch() == ChangeBatch(paths: ["new/a.md"]))
        try folder.write("fresh/deep/b.md", "# B\n")
        #expect(try await watcher.nextBatch().rescanned)
        try folder.write("fresh/deep/b.md", "# B again\n")
        #expect(try await watcher.nextBatch() == ChangeBatch(paths: ["fresh/deep/b.md"]))
    }

    @Test func excludedFoldersAreNotReported() async throws {
        let folder = try TemporaryFolder()
        try folder.write(".folio-cache/build/manifest", "x")
        let watcher = try watcher(folder, excluding: [folder.url.appendingPathComponent(".folio-cache")])
        defer { watcher.stop() }
        try folder.write(".folio-cache/build/manifest", "y")
        try folder.write(".folio-cache/assets/p.jpg", "z")
        #expect(
            try await watcher.nextBatch(afterWriting: "seen.md", in: folder) == ChangeBatch(paths: ["seen.md"]),
            "the excluded folder is not reported")
    }

    @Test func aStoppedWatcherFinishesItsQueue() async throws {
        let folder = try TemporaryFolder()
        let watcher = try watcher(folder)
        watcher.stop()
        try folder.write("late.md", "# Late\n")
        // The queue ends (next() answers nil) rather than waiting for changes: `finished` is
        // true only when next() returned, not when the timeout did.
        let finished = await withTaskGroup(of: Bool.self) { group in
            group.addTask { await watcher.changes.next() == nil }
            group.addTask {
                try? await Task.sleep(for: .seconds(30))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        #expect(finished)
    }

    @Test func aMissingFolderOrAFileCannotBeWatched() throws {
        #expect(throws: WatchError.self) {
            try FolderWatcher(
                folder: URL(fileURLWithPath: "/nonexistent/folio-\(UUID().uuidString)"), method: Self.polling)
        }
        let folder = try TemporaryFolder()
        let file = try folder.write("issue.yaml", "title: A\n")
        #expect(throws: WatchError.self) { try FolderWatcher(folder: file, method: Self.polling) }
    }

    @Test func theAutomaticMethodIsInotifyWhereThereIsSomeUnlessPollingIsAskedFor() {
        let standard = WatchMethod.polling(interval: WatchMethod.standardPollingInterval)
        #expect(WatchMethod.automatic(environment: ["FOLIO_WATCH": "poll"]) == standard)
        #expect(WatchMethod.automatic(environment: [:]) == (WatchMethod.inotifyIsAvailable ? .inotify : standard))
        #if os(Linux)
        #expect(WatchMethod.inotifyIsAvailable, "Linux has inotify")
        #endif
    }
}
