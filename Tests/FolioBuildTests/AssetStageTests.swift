import FolioImaging
import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

@Suite struct AssetStageTests {
    func photoFolder() throws -> (TemporaryFolder, ContentFolder, FolioModel.Issue) {
        let temp = try TemporaryFolder()
        var pixels: [UInt8] = []
        for y in 0..<600 { for x in 0..<1000 { pixels += [UInt8(x % 256), UInt8(y % 256), 90, 255] } }
        try temp.write(
            "photos/wide.jpg", data: try JPEGCodec.encode(RasterImage(width: 1000, height: 600, pixels: pixels)))
        try temp.write(
            "photos/small.png",
            data: try PNGCodec.encode(RasterImage(width: 200, height: 400, red: 1, green: 2, blue: 3, alpha: 128)))
        let wide = Photo(path: "photos/wide.jpg", width: 1000, height: 600)
        let small = Photo(path: "photos/small.png", width: 200, height: 400)
        let issue = FolioModel.Issue(
            title: "T",
            articles: [
                Article(id: "a", title: "A", blocks: [.photo(wide), .photo(small)], sourcePath: "a.md"),
                Article(id: "b", title: "B", blocks: [.photo(wide)], cover: wide, sourcePath: "b.md"),
            ])
        return (temp, try ContentFolder(path: temp.path), issue)
    }

    @Test func makesContentHashedRenditionsAndThumbnailsOncePerPhoto() async throws {
        let (temp, folder, issue) = try photoFolder()
        let cache = temp.url.appendingPathComponent("cache")
        let prepared = try await AssetStage().prepare(issue, folder: folder, cache: cache)
        #expect(prepared.catalog.photos.count == 2)
        let wide = try #require(prepared.catalog.photos["photos/wide.jpg"])
        #expect(wide.original.path.hasPrefix("assets/photos/") && wide.original.path.hasSuffix(".jpg"))
        #expect(wide.renditions.map(\.width) == [480, 960])
        #expect(wide.renditions.map(\.height) == [288, 576])
        #expect(wide.thumbnail.width == 320 && wide.thumbnail.height == 192)
        let small = try #require(prepared.catalog.photos["photos/small.png"])
        #expect(small.renditions.isEmpty)
        #expect(small.thumbnail.path.hasSuffix(".png"))
        #expect((small.thumbnail.width, small.thumbnail.height) == (160, 320))
        for file in prepared.catalog.allFiles {
            let data = try Data(contentsOf: cache.appendingPathComponent(file.path))
            let info = try ImageInfo.parse(data)
            #expect((info.width, info.height) == (file.width, file.height), "\(file.path)")
        }
    }

    @Test func theSameContentGivesByteIdenticalFilesAndTheCacheIsReused() async throws {
        let (temp, folder, issue) = try photoFolder()
        let first = try await AssetStage().prepare(issue, folder: folder, cache: temp.url.appendingPathComponent("one"))
        let second = try await AssetStage().prepare(
            issue, folder: folder, cache: temp.url.appendingPathComponent("two"))
        #expect(first.catalog == second.catalog)
        for file in first.catalog.allFiles {
            let one = try Data(contentsOf: first.cache.appendingPathComponent(file.path))
            let two = try Data(contentsOf: second.cache.appendingPathComponent(file.path))
            #expect(one == two, "\(file.path)")
        }
        let thumb = first.cache.appendingPathComponent(first.catalog.allFiles[0].path)
        let before = try FileManager.default.attributesOfItem(atPath: thumb.path)[.modificationDate] as? Date
        _ = try await AssetStage().prepare(issue, folder: folder, cache: first.cache)
        let after = try FileManager.default.attributesOfItem(atPath: thumb.path)[.modificationDate] as? Date
        #expect(before == after)
    }

    @Test func installPutsEveryFileIntoABundle() async throws {
        let (temp, folder, issue) = try photoFolder()
        let prepared = try await AssetStage().prepare(
            issue, folder: folder, cache: temp.url.appendingPathComponent("cache"))
        let bundle = temp.url.appendingPathComponent("bundle")
        try prepared.install(into: bundle)
        let installed = try FileTree.snapshot(bundle)
        #expect(installed.keys.sorted() == prepared.catalog.allFiles.map { "/" + $0.path }.sorted())
        for file in prepared.catalog.allFiles {
            let source = try Data(contentsOf: prepared.cache.appendingPathComponent(file.path))
            #expect(installed["/" + file.path] == source, "\(file.path) is not the cache's bytes")
            let info = try ImageInfo.parse(source)
            #expect((info.width, info.height) == (file.width, file.height), "\(file.path)")
        }
    }

    @Test func aBrokenPhotoIsAnErrorNamingTheFile() async throws {
        let (temp, folder, _) = try photoFolder()
        try temp.write("photos/broken.jpg", data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]))
        let broken = Photo(path: "photos/broken.jpg", width: 10, height: 10)
        let issue = FolioModel.Issue(
            title: "T", articles: [Article(id: "a", title: "A", blocks: [.photo(broken)], sourcePath: "a.md")])
        do {
            _ = try await AssetStage().prepare(issue, folder: folder, cache: temp.url.appendingPathComponent("cache"))
            Testing.Issue.record("a broken photo must fail the stage")
        } catch {
            #expect(error.diagnostics.first?.location?.path.hasSuffix("photos/broken.jpg") == true)
        }
    }

    @Test func ordinaryPhotosKeepTheirRenditionWidths() {
        let stage = AssetStage()
        let sizes = stage.renditionSizes(width: 4000, height: 3000)
        #expect(sizes.map(\.width) == [480, 960, 1600])
        #expect(sizes.map(\.height) == [360, 720, 1200])
        #expect(stage.renditionSizes(width: 800, height: 1200).map(\.width) == [480])
    }

    @Test func aVeryTallPhotoGetsNarrowerRenditionsThatFitTheTallestBox() {
        let sizes = AssetStage().renditionSizes(width: 2000, height: 100_000)
        // 480 × 1920, 960 × 3840 and 1600 × 6400 boxes: the photo's 1:50 shape fits them at
        // 38, 77 and 128 pixels wide, never a 1600 × 80,000 rendition.
        #expect(sizes.map(\.width) == [38, 77, 128])
        #expect(sizes.map(\.height) == [1920, 3840, 6400])
    }
}
