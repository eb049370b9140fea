import FolioTestSupport
import Foundation
import Testing

/// Builds under faults, with the release `folio` as a user runs it: killed at many moments,
/// on a full disk, with a damaged cache or manifest, an edited output, concurrent builds. After
/// each, the next build's output equals a cold build's, byte for byte, and nothing an
/// interrupted build writes is left over. (docs/commands.md: "Builds under faults".)
@Suite(.serialized) struct FaultBuildTests {
    /// Kill moments, spread evenly over a build's run time: of a first build (publishing
    /// through staging folders) and of rebuilds that rewrite half the articles in place. Kept
    /// small so that the suite stays quick on two cores; each is a full build of 1,500 articles.
    static let firstBuildKills = 3
    static let rebuildKills = 5

    @Test func killedAtManyMomentsOfALargeRebuildTheNextBuildIsCold() throws {
        let space = try FaultWorkspace.generated(articles: 1_500)
        defer { space.remove() }
        try space.editArticles(every: 2, from: 0, marker: "alpha")
        let alpha = try space.coldOutput()
        try space.editArticles(every: 2, from: 0, marker: "beta")
        let beta = try space.coldOutput()

        // A first build killed at spread moments (it publishes through staging folders)...
        let clock = ContinuousClock()
        let started = clock.now
        #expect(try space.build().status == 0)
        let firstBuild = (clock.now - started) / .seconds(1)
        var kills = 0
        for moment in 0..<Self.firstBuildKills {
            try? FileManager.default.removeItem(at: space.out)
            try? FileManager.default.removeItem(at: space.cache)
            if try space.killedBuild(after: firstBuild * (Double(moment) + 0.5) / Double(Self.firstBuildKills)) {
                kills += 1
            }
            let next = try space.build()
            #expect(next.status == 0, "\(next.errors)")
            try space.expectOutput(beta, "first build killed at moment \(moment)")
        }
        // ...and rebuilds that rewrite half the articles in place, killed at spread moments.
        try space.editArticles(every: 2, from: 0, marker: "alpha")
        let rebuildStarted = clock.now
        #expect(try space.build().status == 0)
        let rebuild = (clock.now - rebuildStarted) / .seconds(1)
        try space.expectOutput(alpha, "a rebuild")
        var current = "alpha"
        for moment in 0..<Self.rebuildKills {
            let (marker, cold) = current == "alpha" ? ("beta", beta) : ("alpha", alpha)
            try space.editArticles(every: 2, from: 0, marker: marker)
            current = marker
            if try space.killedBuild(after: rebuild * (Double(moment) + 0.5) / Double(Self.rebuildKills)) { kills += 1 }
            let next = try space.build()
            #expect(next.status == 0, "\(next.errors)")
            try space.expectOutput(cold, "rebuild killed at moment \(moment)")
        }
        #expect(kills * 2 >= Self.firstBuildKills + Self.rebuildKills, "most kills should land while the build runs")
    }

    @Test func aFullDiskFailsCleanlyAndTheNextBuildIsCold() throws {
        let space = try FaultWorkspace.sample()
        defer { space.remove() }
        let disk = space.root.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let device = try SmallDisk(at: disk, megabytes: 48)
        defer { device.unmount() }
        let onDisk = FaultWorkspace(
            root: space.root, out: disk.appendingPathComponent("out"), cache: disk.appendingPathComponent("cache"))
        let filler = disk.appendingPathComponent("filler")
        // A first build, then rebuilds (an article changed: in place; the settings changed:
        // through a staging folder) on a disk filled to leave less room than each needs.
        let rounds: [(room: Int, change: FaultWorkspace.Change?)] = [
            (4_000_000, nil), (0, .article), (3_000_000, .settings), (8_000, .article), (200_000, .settings),
        ]
        var failures = 0
        for (number, round) in rounds.enumerated() {
            if let change = round.change { try space.make(change, round: number) }
            let cold = try space.coldOutput()
            let before = (try? FileTree.snapshot(onDisk.out)) ?? [:]
            try device.fill(filler, leaving: round.room)
            let run = try onDisk.build()
            #expect(onDisk.leftovers().isEmpty, "round \(number): left over \(onDisk.leftovers().prefix(3))")
            if run.status != 0 {
                failures += 1
                #expect(run.status == 1)
                #expect(run.errors.contains("No space left on device"), "\(run.errors)")
                let after = (try? FileTree.snapshot(onDisk.out)) ?? [:]
                #expect(after == before, "round \(number): a failed build changed the previous output")
            }
            try FileManager.default.removeItem(at: filler)
            let next = try onDisk.build()
            #expect(next.status == 0, "\(next.errors)")
            try onDisk.expectOutput(cold, "the build after a full disk, round \(number)")
        }
        #expect(failures >= 4, "a full disk should fail the builds that need more room than it has")
    }

    @Test func aDamagedCacheIsRebuiltNeverPublished() throws {
        let space = try FaultWorkspace.sample()
        defer { space.remove() }
        let cold = try space.coldOutput()
        #expect(try space.build().status == 0)
        let photos = space.cache.appendingPathComponent("assets/photos")
        let names = try FileManager.default.contentsOfDirectory(atPath: photos.path).filter { $0.hasSuffix(".jpg") }
            .sorted()
        try #require(names.count >= 4)
        // Truncated, random bytes, two swapped.
        let truncated = photos.appendingPathComponent(names[0])
        try Data(try Data(contentsOf: truncated).prefix(100)).write(to: truncated)
        var generator = SystemRandomNumberGenerator()
        try Data((0..<5_000).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(
            to: photos.appendingPathComponent(names[1]))
        let swap = photos.appendingPathComponent("swap")
        try FileManager.default.moveItem(at: photos.appendingPathComponent(names[2]), to: swap)
        try FileManager.default.moveItem(
            at: photos.appendingPathComponent(names[3]), to: photos.appendingPathComponent(names[2]))
        try FileManager.default.moveItem(at: swap, to: photos.appendingPathComponent(names[3]))
        // Into a fresh output folder, then in place.
        let fresh = space.root.appendingPathComponent("fresh")
        let run = try space.build(out: fresh)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("is damaged"), "\(run.errors)")
        #expect(try FileTree.snapshot(fresh) == cold)
        try space.expectOutput(cold, "in place, after the cache was repaired")
        // Published photos are copies: editing one never reaches the cache.
        let published = space.out.appendingPathComponent("json/assets/photos/\(names[0])")
        var info = stat()
        #expect(stat(published.path, &info) == 0 && info.st_nlink == 1)
        let handle = try FileHandle(forWritingTo: published)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("edited".utf8))
        try handle.close()
        #expect(try space.build().status == 0)
        try space.expectOutput(cold, "after a published photo was edited")
        #expect(try space.build(out: fresh).status == 0)
        #expect(try FileTree.snapshot(fresh) == cold)
    }

    /// Random single-bit flips of a real manifest, each followed by a build (every bit of a
    /// manifest is flipped, without a build, in `IssueBuilderTests`).
    @Test func bitFlipsInTheManifestMeanAColdBuildNeverWrongOutput() throws {
        let space = try FaultWorkspace.sample()
        defer { space.remove() }
        let cold = try space.coldOutput()
        #expect(try space.build().status == 0)
        let manifest = space.cache.appendingPathComponent("build/manifest")
        let pristine = try Data(contentsOf: manifest)
        var random = SystemRandomNumberGenerator()
        let flips = 16
        for flip in 0..<flips {
            var bytes = [UInt8](pristine)
            let bit = Int.random(in: 0..<(bytes.count * 8), using: &random)
            bytes[bit / 8] ^= UInt8(1 << (bit % 8))
            try Data(bytes).write(to: manifest)
            let run = try space.build()
            #expect(run.status == 0, "flip \(flip) (bit \(bit)): \(run.errors)")
            try space.expectOutput(cold, "manifest bit \(bit) flipped")
        }
        for damaged in [Data(pristine.prefix(pristine.count / 2)), Data(), Data(repeating: 0xFF, count: 4096)] {
            try damaged.write(to: manifest)
            #expect(try space.build().status == 0)
            try space.expectOutput(cold, "manifest replaced by \(damaged.count) bytes")
        }
    }

    @Test func editedOrRemovedOutputFilesAreWrittenAgain() throws {
        let space = try FaultWorkspace.sample()
        defer { space.remove() }
        let cold = try space.coldOutput()
        #expect(try space.build().status == 0)
        for sink in ["json", "html"] {
            let articles = space.out.appendingPathComponent("\(sink)/articles")
            let names = try FileManager.default.contentsOfDirectory(atPath: articles.path).sorted()
            try Data("torn".utf8).write(to: articles.appendingPathComponent(names[0]))
            try Data().write(to: articles.appendingPathComponent(names[1]))
            try FileManager.default.removeItem(at: articles.appendingPathComponent(names[2]))
            try Data("stray".utf8).write(to: articles.appendingPathComponent("stray.js"))
        }
        try Data("{}".utf8).write(to: space.out.appendingPathComponent("json/issue.json"))
        #expect(try space.build().status == 0)
        try space.expectOutput(cold, "after output files were edited")
    }

    @Test func concurrentBuildsWaitForEachOtherAndMatchAColdBuild() throws {
        let space = try FaultWorkspace.sample()
        defer { space.remove() }
        #expect(try space.build().status == 0)
        try space.make(.article, round: 1)
        let cold = try space.coldOutput()
        let statuses = ConcurrentRuns.run(count: 4, arguments: space.arguments())
        #expect(statuses.allSatisfy { $0 == 0 }, "\(statuses)")
        try space.expectOutput(cold, "after four concurrent builds")
    }

    @Test func aSymlinkSwappedInDuringBuildsNeverPublishesAnOutsideFile() throws {
        let space = FaultWorkspace(root: try FolioProcess.scratch())
        defer { space.remove() }
        let photos = FolioProcess.packageRoot.appendingPathComponent("Content/photos")
        let jpegs = try FileManager.default.contentsOfDirectory(atPath: photos.path).filter { $0.hasSuffix(".jpg") }
            .sorted()
        try #require(jpegs.count >= 2)
        let inside = try Data(contentsOf: photos.appendingPathComponent(jpegs[0]))
        let outsidePhoto = space.root.appendingPathComponent("private.jpg")
        try FileManager.default.copyItem(at: photos.appendingPathComponent(jpegs[1]), to: outsidePhoto)
        let outsideText = space.root.appendingPathComponent("private.md")
        try Data("---\ntitle: Private\n---\n\nPRIVATE-DIARY-TEXT\n".utf8).write(to: outsideText)
        let articles = space.content.appendingPathComponent("articles")
        try FileManager.default.createDirectory(at: articles, withIntermediateDirectories: true)
        try Data("---\ntitle: Walk\n---\n\n![A view](../p.jpg)\n".utf8).write(
            to: articles.appendingPathComponent("walk.md"))
        let text = Data("---\ntitle: Notes\n---\n\nPublic notes.\n".utf8)
        try text.write(to: articles.appendingPathComponent("notes.md"))
        try inside.write(to: space.content.appendingPathComponent("p.jpg"))
        let swappers = [
            SymlinkSwapper(path: space.content.appendingPathComponent("p.jpg"), inside: inside, outside: outsidePhoto),
            SymlinkSwapper(path: articles.appendingPathComponent("notes.md"), inside: text, outside: outsideText),
        ]
        let secretPhoto = try Data(contentsOf: outsidePhoto)
        for _ in 0..<30 {
            let run = try FolioProcess.run(space.arguments() + ["--sink", "json"])
            // A build that met the link fails and says why; one that did not publishes the
            // files inside. Either way nothing from outside is published.
            #expect(
                run.status == 0 || (run.status == 1 && run.errors.contains("outside the content folder")),
                "\(run.errors)")
            for (path, data) in (try? FileTree.snapshot(space.out)) ?? [:] {
                #expect(data != secretPhoto, "the outside photo was published as \(path)")
                #expect(
                    data.range(of: Data("PRIVATE-DIARY-TEXT".utf8)) == nil, "the outside text was published in \(path)")
            }
        }
        swappers.forEach {
            $0.waitForSwaps(101); $0.stop()
        }
        #expect(swappers.allSatisfy { $0.swaps > 100 })
    }

    /// Names of unfinished writes anywhere below `folder`.
    static func leftovers(in folder: URL) throws -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { $0.contains(".folio-tmp-") || $0.contains(".folio-new-") || $0.contains(".folio-old-") }
    }
}
