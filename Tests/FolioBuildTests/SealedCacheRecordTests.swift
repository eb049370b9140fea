import FolioPluginAPI
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioCache
@testable import FolioModel
@testable import FolioShelf
@testable import FolioText

/// The fonts' and the links' cache records are sealed as the manifest is: what is written is
/// read back the same, and a record that is torn, flipped or of another version is not read
/// (damage of every kind of record: `CacheRecordDamageTests`).
@Suite struct SealedCacheRecordTests {
    static func fontsRecord() -> FontsRecord {
        var inventory = CharacterInventory()
        inventory.add("Grüße, 東京", language: "de", request: FaceRequest(role: .body, bold: false, italic: false))
        inventory.add("Title", language: "en", request: FaceRequest(role: .heading, bold: true, italic: false))
        var record = FontsRecord()
        record.fingerprint = "0123abcd"
        record.files["articles/a.md"] = FontsRecord.File(hash: 42, inventory: inventory)
        record.files["b.md"] = FontsRecord.File(hash: UInt64.max, inventory: CharacterInventory())
        record.merged = FontsRecord.File(hash: "merge-key", inventory: inventory)
        return record
    }

    static func linksRecord() -> LinksRecord {
        var record = LinksRecord()
        record.fingerprint = "feed"
        let warning = LinksRecord.Warning(
            .warning("a link to 'gone.md' leads nowhere", at: SourceLocation(path: "a.md", line: 3, column: 7)))
        record.files["a.md"] = LinksRecord.File(
            anchors: [["intro", "part-two"], []], hasLinks: true, warnings: [warning])
        record.files["z.md"] = LinksRecord.File(anchors: [], hasLinks: false, warnings: [])
        return record
    }

    /// The record of type `Record` in `cache`, or nil (any damage is reported and ignored).
    static func stored<Record: FileRecord>(_: Record.Type, in cache: URL) -> Record? {
        var diagnostics: [Diagnostic] = []
        return Record.read(from: cache, reporting: &diagnostics)
    }

    @Test func aWrittenRecordIsReadBackTheSame() throws {
        let temp = try TemporaryFolder()
        Self.fontsRecord().write(to: temp.url)
        Self.linksRecord().write(to: temp.url)
        #expect(Self.stored(FontsRecord.self, in: temp.url) == Self.fontsRecord())
        #expect(Self.stored(LinksRecord.self, in: temp.url) == Self.linksRecord())
        let inventory = try #require(Self.stored(FontsRecord.self, in: temp.url)?.files["articles/a.md"]?.inventory)
        #expect(inventory.languages.sorted() == ["de", "en"])
    }

    /// A record read or written is kept in memory (`RecordMemo`), but only while its file holds
    /// the same sealed bytes: one rewritten in place, with the same size and within the same
    /// clock tick, by another writer is read anew, and a damaged one is damage.
    @Test func aKeptRecordIsNeverServedForAnotherFile() throws {
        let temp = try TemporaryFolder()
        let url = FontsRecord.url(in: temp.url)
        Self.fontsRecord().write(to: temp.url)
        #expect(Self.stored(FontsRecord.self, in: temp.url) == Self.fontsRecord())
        var other = Self.fontsRecord()
        other.fingerprint = "3210dcba"
        try other.sealed().write(to: url)
        #expect(Self.stored(FontsRecord.self, in: temp.url) == other)
        var damaged = other.sealed()
        damaged[30] ^= 0x20
        try damaged.write(to: url)
        #expect(Self.stored(FontsRecord.self, in: temp.url) == nil)
        try other.sealed().write(to: url)
        #expect(Self.stored(FontsRecord.self, in: temp.url) == other)
    }

    @Test func theSameRecordIsTheSameBytes() {
        #expect(Self.fontsRecord().sealed() == Self.fontsRecord().sealed())
        #expect(Self.linksRecord().sealed() == Self.linksRecord().sealed())
    }

    /// Every single flipped byte and every cut makes the record unreadable, never another
    /// record; a record of another version is not read either.
    @Test func aDamagedOrForeignRecordIsNotRead() throws {
        let temp = try TemporaryFolder()
        let url = LinksRecord.url(in: temp.url)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let sealed = Self.linksRecord().sealed()
        for index in stride(from: 0, to: sealed.count, by: 3) {
            var flipped = sealed
            flipped[index] ^= 0x20
            try flipped.write(to: url)
            #expect(Self.stored(LinksRecord.self, in: temp.url) == nil, "byte \(index) flipped")
        }
        for length in [0, 5, sealed.count / 2, sealed.count - 1] {
            try sealed.prefix(length).write(to: url)
            #expect(Self.stored(LinksRecord.self, in: temp.url) == nil, "cut at \(length)")
        }
        try Data("folio-links-record-1\n".utf8).write(to: url)
        #expect(Self.stored(LinksRecord.self, in: temp.url) == nil)
        try Self.fontsRecord().sealed().write(to: url)
        #expect(Self.stored(LinksRecord.self, in: temp.url) == nil)
    }

    /// The shelf's record too: every field of each issue's description comes back, the
    /// optional ones present or not.
    @Test func theShelfRecordIsReadBackTheSame() throws {
        let temp = try TemporaryFolder()
        var record = ShelfRecord()
        record.issues["no-12"] = ShelfRecord.Built(
            fingerprint: "abc",
            issue: ShelfIssue(
                slug: "no-12", title: "Slow Ground", subtitle: "Small things", number: "12", date: "2026-11-21",
                language: "en-GB", authors: ["Ines Valcourt", "Tomás Brell"], headlines: ["One", "Two"],
                articleCount: 11, cover: .init(path: "assets/c.jpg", width: 480, height: 360),
                baseURL: "https://example.org/", updated: "2026-11-21T00:00:00Z"))
        record.issues["no-1"] = ShelfRecord.Built(
            fingerprint: "", issue: ShelfIssue(slug: "no-1", title: "東京", language: "ja", updated: "2020-01-01"))
        try temp.write("shelf-record.json", "{}")
        try record.save(to: temp.url)
        var diagnostics: [Diagnostic] = []
        let read = ShelfRecord.load(from: temp.url, reporting: &diagnostics)
        #expect(read == record)
        #expect(!FileManager.default.fileExists(atPath: temp.url.appendingPathComponent("shelf-record.json").path))
        var flipped = record.sealed()
        flipped[flipped.count / 2] ^= 1
        try flipped.write(to: temp.url.appendingPathComponent(ShelfRecord.pathInCache))
        let damaged = ShelfRecord.load(from: temp.url, reporting: &diagnostics)
        #expect(damaged == ShelfRecord())
        #expect(diagnostics.count == 1)
    }

    /// Writing a record removes the JSON file an earlier Folio kept it in.
    @Test func writingRemovesTheFormerJSONRecord() throws {
        let temp = try TemporaryFolder()
        try temp.write("build/fonts.json", #"{"format":"folio-fonts-2","files":{}}"#)
        Self.fontsRecord().write(to: temp.url)
        #expect(!FileManager.default.fileExists(atPath: temp.url.appendingPathComponent("build/fonts.json").path))
        #expect(Self.stored(FontsRecord.self, in: temp.url) != nil)
    }
}
