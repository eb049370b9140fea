import FolioWatch
import Testing

/// The burst rule on a made-up clock: one batch per burst, litter left out, a cap on bursts
/// that never go quiet.
struct BurstCoalescerTests {
    let start = ContinuousClock.now

    func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

    @Test func aHundredChangesInABurstAreOneBatch() {
        var coalescer = BurstCoalescer(quiet: .milliseconds(60), limit: .milliseconds(1000))
        for index in 0..<100 { coalescer.note("articles/a\(index).md", at: at(index * 2)) }
        #expect(coalescer.take(at: at(198 + 59)) == nil, "the burst is still going on within the quiet window")
        let batch = coalescer.take(at: at(198 + 60))
        #expect(batch?.paths.count == 100)
        #expect(batch?.paths.first == "articles/a0.md")
        #expect(coalescer.take(at: at(2000)) == nil, "a taken burst is not handed over twice")
        #expect(coalescer.deadline == nil)
    }

    @Test func editorLitterKeepsTheBurstOpenButIsNotReported() {
        var coalescer = BurstCoalescer(quiet: .milliseconds(60))
        coalescer.note("articles/.intro.md.swp", at: at(0))
        coalescer.note("articles/4913", at: at(10))
        coalescer.note("articles/intro.md~", at: at(20))
        coalescer.note("articles/intro.md", at: at(30))
        coalescer.note("articles/.intro.md.swx", at: at(50))
        #expect(coalescer.take(at: at(100)) == nil, "the swap file written at 50 ms extends the burst")
        #expect(coalescer.take(at: at(110)) == ChangeBatch(paths: ["articles/intro.md"]))
    }

    @Test func aBurstOfLitterAloneIsNoChange() {
        var coalescer = BurstCoalescer(quiet: .milliseconds(60))
        coalescer.note(".intro.md.swp", at: at(0))
        coalescer.note("#intro.md#", at: at(5))
        coalescer.note(".#intro.md", at: at(6))
        #expect(coalescer.take(at: at(1000)) == nil)
        #expect(coalescer.deadline == nil)
    }

    @Test func aBurstThatNeverGoesQuietIsHandedOverAtTheLimit() {
        var coalescer = BurstCoalescer(quiet: .milliseconds(60), limit: .milliseconds(500))
        var handed: [ChangeBatch] = []
        for tick in stride(from: 0, through: 1200, by: 20) {
            coalescer.note("photos/\(tick).jpg", at: at(tick))
            if let batch = coalescer.take(at: at(tick)) { handed.append(batch) }
        }
        #expect(handed.count == 2, "one batch per 500 ms of changes that never stop")
        #expect(handed.first?.paths.count == 26)
    }

    @Test func aBurstOfWholeFilesEndsOnceSettled() {
        var coalescer = BurstCoalescer(quiet: .milliseconds(60), settled: .milliseconds(10))
        coalescer.note("articles/intro.md", at: at(0), whole: true)
        #expect(coalescer.take(at: at(9)) == nil)
        #expect(coalescer.take(at: at(10)) == ChangeBatch(paths: ["articles/intro.md"]))
    }

    @Test func anEditorsSaveByRenamingEndsOnceTheFileIsBack() {
        // vim: the file moved to its backup (gone), written anew and closed (whole), the backup deleted.
        var coalescer = BurstCoalescer(quiet: .milliseconds(60), settled: .milliseconds(10))
        coalescer.note("articles/intro.md", at: at(0))
        coalescer.note("articles/intro.md~", at: at(0), whole: true)
        #expect(coalescer.take(at: at(30)) == nil, "the file is gone: the whole quiet window")
        coalescer.note("articles/intro.md", at: at(40), whole: true)
        coalescer.note("articles/intro.md~", at: at(41))
        #expect(coalescer.take(at: at(50)) == nil)
        #expect(coalescer.take(at: at(51)) == ChangeBatch(paths: ["articles/intro.md"]))
    }

    @Test func aFileGoneOrNotKnownWholeWaitsTheQuietWindow() {
        var coalescer = BurstCoalescer(quiet: .milliseconds(60), settled: .milliseconds(10))
        coalescer.note("articles/a.md", at: at(0), whole: true)
        coalescer.note("articles/b.md", at: at(1))
        #expect(coalescer.take(at: at(20)) == nil, "b.md was deleted, or its watcher cannot tell")
        #expect(coalescer.take(at: at(61)) == ChangeBatch(paths: ["articles/a.md", "articles/b.md"]))
        coalescer.noteRescan(at: at(100))
        coalescer.note("articles/a.md", at: at(100), whole: true)
        #expect(coalescer.take(at: at(120)) == nil, "a rescan waits the quiet window")
        #expect(coalescer.take(at: at(160)) == ChangeBatch(paths: ["articles/a.md"], rescanned: true))
    }

    @Test func aRescanIsAChangeEvenWithoutFiles() {
        var coalescer = BurstCoalescer(quiet: .milliseconds(60))
        coalescer.noteRescan(at: at(0))
        #expect(coalescer.take(at: at(60)) == ChangeBatch(paths: [], rescanned: true))
    }

    @Test func litterNames() {
        for name in [".a.md.swp", ".a.md.swo", ".a.md.swn", "a.md~", "4913", ".#a.md", "#a.md#", ".DS_Store"] {
            #expect(EditorLitter.isLitter(name), "\(name)")
        }
        for name in ["a.md", "swp", "a.swp.md", "gallery.plist", ".folio.yml", "#", "4914", ".issue.yaml"] {
            #expect(!EditorLitter.isLitter(name), "\(name)")
        }
    }
}
