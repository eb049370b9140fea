import FolioPluginAPI
import Foundation
import Testing

@testable import PlistSource

@Suite struct ImageResolutionTests {
    private func resolver(_ fixture: ContentFixture, plist: String) throws -> ImageNameResolver {
        let folder = try fixture.folder()
        return ImageNameResolver(
            folder: folder, plist: folder.file(atRelativePath: plist),
            catalogs: AssetCatalogIndex(files: folder.files(), in: folder))
    }

    @Test func exactNameWinsThenExtensionsInOrderInAnyCase() throws {
        let fixture = try ContentFixture()
        try fixture.write("p/a", ImageBytes.png(width: 1, height: 1))
        try fixture.write("p/a.png", ImageBytes.png(width: 1, height: 1))
        try fixture.write("p/b.PNG", ImageBytes.png(width: 1, height: 1))
        try fixture.write("p/b.Jpeg", ImageBytes.jpeg(width: 1, height: 1))
        try fixture.write("p/c.gif", "GIF89a")
        try fixture.write("p/Parks.plist", "")
        let resolver = try resolver(fixture, plist: "p/Parks.plist")

        #expect(try resolver.resolve("a").get().image.relativePath == "p/a")
        #expect(try resolver.resolve("b").get().image.relativePath == "p/b.Jpeg")
        #expect(try resolver.resolve("b.PNG").get().image.relativePath == "p/b.PNG")
        #expect(throws: ImageNameResolver.ResolutionFailure.self) { try resolver.resolve("c").get() }
        #expect(throws: ImageNameResolver.ResolutionFailure.self) { try resolver.resolve("B").get() }
    }

    @Test func assetCatalogPrefersUniversalAndTheHighestScale() throws {
        let fixture = try ContentFixture()
        let set = "App/Assets.xcassets/Parks/zion.imageset"
        try fixture.writeImageSet(
            set,
            images: [
                ("zion@1x.png", "1x", "universal"), ("zion@3x.png", "3x", "universal"),
                ("zion@2x.png", "2x", "universal"), ("zion-ipad.png", "2x", "ipad"),
                ("zion-missing.png", "3x", "universal"),
            ])
        for file in ["zion@1x.png", "zion@2x.png", "zion@3x.png", "zion-ipad.png"] {
            try fixture.write("\(set)/\(file)", ImageBytes.png(width: 3, height: 3))
        }
        try fixture.write("App/Parks.plist", "")
        let resolver = try resolver(fixture, plist: "App/Parks.plist")

        let found = try resolver.resolve("zion").get()

        #expect(found.image.relativePath == "\(set)/zion@3x.png")
        #expect(found.metadata?.relativePath == "\(set)/Contents.json")
    }

    @Test func namespacedGroupsNeedTheirPrefix() throws {
        let fixture = try ContentFixture()
        try fixture.write("A.xcassets/Parks/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try fixture.writeImageSet("A.xcassets/Parks/arches.imageset", images: [("arches.jpg", "1x", "universal")])
        try fixture.write("A.xcassets/Parks/arches.imageset/arches.jpg", ImageBytes.jpeg(width: 2, height: 2))
        try fixture.write("Parks.plist", "")
        let resolver = try resolver(fixture, plist: "Parks.plist")

        #expect(
            try resolver.resolve("Parks/arches").get().image.relativePath
                == "A.xcassets/Parks/arches.imageset/arches.jpg")
        #expect(throws: ImageNameResolver.ResolutionFailure.self) { try resolver.resolve("arches").get() }
    }

    @Test func namesAreFileNamesNotURLs() throws {
        let fixture = try ContentFixture()
        try fixture.write("100%25 wild.jpg", ImageBytes.jpeg(width: 1, height: 1))
        try fixture.write("Parks.plist", "")
        let resolver = try resolver(fixture, plist: "Parks.plist")

        #expect(try resolver.resolve("100%25 wild").get().image.relativePath == "100%25 wild.jpg")
    }

    @Test func aPlistLinkedFromOutsideIsRefused() throws {
        let outside = try ContentFixture()
        try outside.write("Parks.plist", PlistText.parksArray([PlistText.park("A", photos: [])]))
        let fixture = try ContentFixture()
        try FileManager.default.createSymbolicLink(
            at: fixture.root.appendingPathComponent("Parks.plist"),
            withDestinationURL: outside.root.appendingPathComponent("Parks.plist"))

        let output = try fixture.load("Parks.plist")

        #expect(output.articles.isEmpty)
        #expect(
            output.errors.map(\.message) == [
                "the property list is a symbolic link that leads outside the content folder; Folio reads only files inside it"
            ])
    }

    @Test func anImageSetWithoutFilesIsNamed() throws {
        let fixture = try ContentFixture()
        try fixture.writeImageSet("A.xcassets/empty.imageset", images: [(nil, "1x", "universal")])
        try fixture.write("Parks.plist", "")
        let resolver = try resolver(fixture, plist: "Parks.plist")

        #expect(
            throws: ImageNameResolver.ResolutionFailure.unusableImageSet(
                "image set A.xcassets/empty.imageset has no usable image: it lists no image file")
        ) {
            try resolver.resolve("empty").get()
        }
    }

    @Test func imagesOutsideTheContentFolderAreRefused() throws {
        let outside = try ContentFixture()
        try outside.write("outside.jpg", ImageBytes.jpeg(width: 9, height: 9))
        let fixture = try ContentFixture()
        try fixture.write("Parks.plist", "")
        try FileManager.default.createSymbolicLink(
            at: fixture.root.appendingPathComponent("linked.jpg"),
            withDestinationURL: outside.root.appendingPathComponent("outside.jpg"))
        let resolver = try resolver(fixture, plist: "Parks.plist")

        #expect(throws: ImageNameResolver.ResolutionFailure.refused(.linksOut("linked.jpg"))) {
            try resolver.resolve("linked").get()
        }
        #expect(throws: ImageNameResolver.ResolutionFailure.refused(.linksOut("linked.jpg"))) {
            try resolver.resolve("linked.jpg").get()
        }
        // A path from `/` is looked for from the content folder (its site root), never the disk's root.
        #expect(throws: ImageNameResolver.ResolutionFailure.self) {
            try resolver.resolve("/etc/passwd").get()
        }
        #expect(throws: ImageNameResolver.ResolutionFailure.refused(.escapes("../x/outside"))) {
            try resolver.resolve("../x/outside").get()
        }
    }
}
