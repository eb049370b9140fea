import FolioImaging
import FolioLayout
import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioCache
@testable import FolioFormats
@testable import FolioPluginAPI

/// The asset stage and the cache's sealed files under damage: each damaged file is made again
/// with the bytes a cold stage makes, with one warning naming it; a file of another version of
/// Folio is not damage. (End to end, with both sinks: `CacheRepairTests`.)
@Suite struct CacheRepairUnitTests {
    /// A folder with one busy 1000 × 600 JPEG (fine detail, so that the decode's scale shows in
    /// every size made from it) used by one article.
    func photoFolder() throws -> (TemporaryFolder, ContentFolder, FolioModel.Issue) {
        let temp = try TemporaryFolder()
        var pixels: [UInt8] = []
        for y in 0..<600 {
            for x in 0..<1000 {
                pixels += [UInt8((x * y) % 251), UInt8((x * 7 + y * 3) % 256), UInt8((x ^ y) & 255), 255]
            }
        }
        try temp.write(
            "photos/busy.jpg", data: try JPEGCodec.encode(RasterImage(width: 1000, height: 600, pixels: pixels)))
        let busy = Photo(path: "photos/busy.jpg", width: 1000, height: 600)
        let issue = FolioModel.Issue(
            title: "T", articles: [Article(id: "a", title: "A", blocks: [.photo(busy)], sourcePath: "a.md")])
        return (temp, try ContentFolder(path: temp.path), issue)
    }

    enum Damage: CaseIterable {
        case truncated, randomBytes

        func apply(to url: URL) throws {
            let bytes = try Data(contentsOf: url)
            switch self {
            case .truncated: try Data(bytes.prefix(bytes.count / 3)).write(to: url)
            case .randomBytes:
                var random = SystemRandomNumberGenerator()
                var replacement = bytes
                while replacement == bytes {
                    replacement = Data((0..<bytes.count).map { _ in UInt8.random(in: 0...255, using: &random) })
                }
                try replacement.write(to: url)
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func everyDamagedFileOfAPhotoIsMadeAgainAsAColdStageMakesIt(damage: Damage) async throws {
        let (temp, folder, issue) = try photoFolder()
        let coldCache = temp.url.appendingPathComponent("cold")
        let cold = try await AssetStage().prepare(issue, folder: folder, cache: coldCache)
        let asset = try #require(cold.catalog.photos["photos/busy.jpg"])
        #expect(asset.renditions.map(\.width) == [480, 960])
        let name = String(asset.sha256.prefix(16))
        let paths = cold.catalog.allFiles.map(\.path) + ["\(CacheRecord.folder)/\(name)"]
        for path in paths {
            let cache = temp.url.appendingPathComponent("warm-\(UUID().uuidString)")
            _ = try await AssetStage().prepare(issue, folder: folder, cache: cache)
            try damage.apply(to: cache.appendingPathComponent(path))
            let repaired = try await AssetStage().prepare(issue, folder: folder, cache: cache)
            #expect(repaired.warnings.count == 1, "\(path): \(repaired.warnings)")
            #expect(repaired.warnings.first?.message.contains("'\(cache.appendingPathComponent(path).path)'") == true)
            #expect(repaired.warnings.first?.location?.path.hasSuffix("photos/busy.jpg") == true)
            for file in cold.catalog.allFiles {
                let made = try Data(contentsOf: cache.appendingPathComponent(file.path))
                #expect(
                    made == (try Data(contentsOf: coldCache.appendingPathComponent(file.path))),
                    "\(file.path) after \(path) was damaged")
            }
            #expect(repaired.hashes == cold.hashes, "\(path)")
            let again = try await AssetStage().prepare(issue, folder: folder, cache: cache)
            #expect(again.warnings.isEmpty, "\(path): the repaired cache still warns: \(again.warnings)")
        }
    }

    @Test func aSealedFileReadsBackAndItsDamageIsToldFromAnotherVersion() throws {
        let magic = "folio-test-record-3\n"
        let payload = Array("the payload of a record".utf8)
        let sealed = SealedBytes.seal(payload, magic: magic)
        #expect(SealedBytes.read(sealed, magic: magic) == .payload(payload))
        #expect(SealedBytes.read(sealed.prefix(sealed.count / 3), magic: magic) == .damaged)
        #expect(SealedBytes.read(Data(), magic: magic) == .damaged)
        var flipped = [UInt8](sealed)
        flipped[magic.utf8.count + 2] ^= 0x10
        #expect(SealedBytes.read(Data(flipped), magic: magic) == .damaged)
        let random = Data((0..<sealed.count).map { UInt8(($0 * 151 + 7) % 256) })
        #expect(SealedBytes.read(random, magic: magic) == .damaged)
        // A whole header of the same format at another version is not damage...
        #expect(
            SealedBytes.read(SealedBytes.seal(payload, magic: "folio-test-record-12\n"), magic: magic) == .otherVersion)
        // ...but a header cut before its version ends is.
        #expect(SealedBytes.read(Data("folio-test-record-".utf8), magic: magic) == .damaged)
        #expect(SealedBytes.read(Data("folio-test-record-3".utf8), magic: magic) == .damaged)
        #expect(SealedBytes.read(Data("folio-other-record-3\n and more bytes".utf8), magic: magic) == .damaged)
    }

    @Test func aDamagedManifestIsReportedAndAMissingOneIsNot() throws {
        let temp = try TemporaryFolder()
        let cache = BuildCache(folder: temp.url)
        #expect(try cache.manifest(identity: "one").files.isEmpty)
        try cache.save(BuildManifest(identity: "one"))
        #expect(try cache.manifest(identity: "one").identity == "one")
        #expect(try cache.manifest(identity: "two").identity == "two")
        let url = temp.url.appendingPathComponent("build/manifest")
        for damage in Damage.allCases {
            try cache.save(BuildManifest(identity: "one"))
            try damage.apply(to: url)
            #expect(throws: CacheDamage.self) { try cache.manifest(identity: "one") }
            do {
                _ = try cache.manifest(identity: "one")
            } catch {
                #expect(error.warning().message.contains("'\(url.path)'"))
                #expect(error.warning().severity == .warning)
            }
        }
    }
}

/// The manifest's binary form keeps every field of what it records.
@Suite struct BuildManifestBinaryTests {
    @Test func aLinkedPhotoInADigestReadsBackWithItsLink() throws {
        let linked = Photo(
            path: "photos/a.jpg", width: 800, height: 600, caption: "A", alt: "An a", link: "https://example.org/a")
        let article = Article(id: "a", title: "A", blocks: [.photo(linked)], cover: linked, sourcePath: "a.md")
        var manifest = BuildManifest(identity: "one")
        manifest.files["a.md"] = BuildManifest.FileRecord(
            fingerprint: FileFingerprint(size: 2, modified: 3, changed: 4, inode: 5, hash: 1),
            source: "markdown", diagnostics: [], ignoredBecause: nil, usedFiles: [:],
            articles: [ArticleDigest(article, pages: [])])
        let read = try #require(try BuildManifest.unsealing(manifest.sealed(), from: URL(fileURLWithPath: "/manifest")))
        let digest = try #require(read.files["a.md"]?.articles.first)
        #expect(digest.cover == linked)
        #expect(digest.photos == [linked, linked])
    }

    @Test(arguments: [("ja", nil), (nil, "ar"), (nil, nil), ("he", "en")] as [(String?, String?)])
    func aDigestReadsBackWithItsLanguageAndDirection(own: String?, issue: String?) throws {
        let article = Article(
            id: "a", title: "سلام", blocks: [.paragraph([.text("متن")])], sourcePath: "a.md", language: own
        ).inIssue(language: issue)
        var manifest = BuildManifest(identity: "one")
        manifest.files["a.md"] = BuildManifest.FileRecord(
            fingerprint: FileFingerprint(size: 2, modified: 3, changed: 4, inode: 5, hash: 1),
            source: "markdown", diagnostics: [], ignoredBecause: nil, usedFiles: [:],
            articles: [ArticleDigest(article, pages: [])])
        let read = try #require(try BuildManifest.unsealing(manifest.sealed(), from: URL(fileURLWithPath: "/manifest")))
        let digest = try #require(read.files["a.md"]?.articles.first)
        #expect(digest.header == article.header)
        #expect(digest.language == (own ?? issue))
        #expect(digest.direction == article.direction)
    }
}
