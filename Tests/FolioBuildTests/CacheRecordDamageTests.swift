import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioCache
@testable import FolioPluginAPI
@testable import FolioShelf

/// Every record the build cache keeps (the manifest, a photo's asset record, the fonts', the
/// links' and the shelf's) is read by one reader: a truncated or overwritten record is refused
/// with one warning naming it, never read as another record, and the build that finds it
/// makes again what it held, as a build with an empty cache does.
@Suite struct CacheRecordDamageTests {
    typealias Damage = CacheRepairUnitTests.Damage

    /// One record of each kind, as a build writes it.
    static func records() -> [any SealedCacheRecord] {
        var manifest = BuildManifest(identity: "one")
        let fingerprint = FileFingerprint(size: 2, modified: 3, changed: 4, inode: 5, hash: 6)
        manifest.usedFiles["photos/a.jpg"] = fingerprint
        manifest.outputFolders["json"] = "/tmp/out"
        var asset = CacheRecord()
        asset.files["assets/photos/0123456789abcdef.jpg"] = fingerprint
        var shelf = ShelfRecord()
        shelf.issues["no-1"] = ShelfRecord.Built(
            fingerprint: "abc", issue: ShelfIssue(slug: "no-1", title: "One", language: "en", updated: "2026-01-01"))
        return [manifest, asset, SealedCacheRecordTests.fontsRecord(), SealedCacheRecordTests.linksRecord(), shelf]
    }

    @Test(arguments: Damage.allCases)
    func everyKindOfRecordRefusesADamagedFile(damage: Damage) throws {
        let temp = try TemporaryFolder()
        for (index, record) in Self.records().enumerated() {
            try refuses(record, at: temp.url.appendingPathComponent("record-\(index)"), damage: damage)
        }
    }

    /// `record` saved at `url` reads back; damaged, it is refused as damage of its kind, with
    /// one warning naming the file; of another version, it is a miss without a warning.
    private func refuses<Record: SealedCacheRecord>(_ record: Record, at url: URL, damage: Damage) throws {
        try record.save(at: url, step: "test")
        _ = try #require(try Record.read(at: url), "\(Record.self) does not read back")
        try damage.apply(to: url)
        do {
            _ = try Record.read(at: url)
            Testing.Issue.record("\(Record.self), \(damage): read as a record")
        } catch {
            #expect(error.kind == Record.damage)
            #expect(error.url == url)
        }
        var diagnostics: [Diagnostic] = []
        let readDamaged = Record.read(at: url, reporting: &diagnostics) != nil
        #expect(!readDamaged, "\(Record.self), \(damage)")
        #expect(diagnostics.count == 1, "\(Record.self): \(diagnostics)")
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message.contains("'\(url.path)'") == true)
        // A whole record of another version is no damage: a miss, silently.
        let other = Record.magic.replacingOccurrences(of: "-record-", with: "-record-99")
            .replacingOccurrences(of: "-manifest-", with: "-manifest-99")
        try SealedBytes.seal(Array("payload".utf8), magic: other).write(to: url)
        diagnostics = []
        let readOther = Record.read(at: url, reporting: &diagnostics) != nil
        #expect(!readOther, "\(Record.self)")
        #expect(diagnostics.isEmpty, "\(Record.self): \(diagnostics)")
        // Nothing there is a miss too.
        try FileManager.default.removeItem(at: url)
        let readMissing = try Record.read(at: url) != nil
        #expect(!readMissing, "\(Record.self)")
    }

    /// The records a build writes beside its manifest, each damaged in turn: the next build
    /// warns once naming it, makes what it held again (the same fonts' and links' records, the
    /// same digests as a build with an empty cache), and the build after it warns about nothing
    /// and reuses every file again.
    @Test(arguments: ["build/manifest", "build/fonts", "build/links"], Damage.allCases)
    func aBuildFindingADamagedRecordRebuildsWhatItHeld(path: String, damage: Damage) async throws {
        let temp = try TemporaryFolder()
        try temp.write("content/a.txt", "alpha\nbeta\n")
        try temp.write("content/b.txt", "gamma مرحبا\n")
        let content = temp.path + "/content"
        let registry = PluginRegistry(sources: [LineSource()])
        let coldBuilder = IssueBuilder(registry: registry, cache: temp.url.appendingPathComponent("cold"))
        let cold = try await Self.build(content, coldBuilder)
        let cache = temp.url.appendingPathComponent("cache")
        let builder = IssueBuilder(registry: registry, cache: cache)
        _ = try await Self.build(content, builder)
        let url = cache.appendingPathComponent(path)
        try damage.apply(to: url)

        let repaired = try await Self.build(content, builder)
        let warnings = repaired.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1, "\(path): \(warnings)")
        #expect(warnings.first?.message.contains("'\(url.path)'") == true, "\(path): \(warnings)")
        #expect(repaired.entries.map(\.digest) == cold.entries.map(\.digest))
        #expect(repaired.fontsRecord == cold.fontsRecord)
        #expect(repaired.linkState?.record == cold.linkState?.record)
        if path == "build/manifest" { #expect(repaired.reusedFiles == 0) }

        let again = try await Self.build(content, builder)
        #expect(again.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(path): \(again.diagnostics)")
        #expect(again.reusedFiles == 2)
        #expect(again.entries.map(\.digest) == cold.entries.map(\.digest))
    }

    /// Loads the issue at `path` and runs the rest of a build without publishers (the cache saved).
    static func build(_ path: String, _ builder: IssueBuilder) async throws -> BuildState {
        var state = try await builder.load(folderAt: path)
        try await builder.publish(&state, to: [])
        return state
    }

    /// The shelf's record too: a damaged one is an empty record and one warning.
    @Test(arguments: Damage.allCases)
    func aDamagedShelfRecordIsAnEmptyOneWithAWarning(damage: Damage) throws {
        let temp = try TemporaryFolder()
        let record = try #require(Self.records().last as? ShelfRecord)
        try record.save(to: temp.url)
        var diagnostics: [Diagnostic] = []
        let read = ShelfRecord.load(from: temp.url, reporting: &diagnostics)
        #expect(read == record)
        #expect(diagnostics.isEmpty)
        try damage.apply(to: temp.url.appendingPathComponent(ShelfRecord.pathInCache))
        let damaged = ShelfRecord.load(from: temp.url, reporting: &diagnostics)
        #expect(damaged == ShelfRecord())
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("every issue of the shelf was built again") == true)
    }
}
