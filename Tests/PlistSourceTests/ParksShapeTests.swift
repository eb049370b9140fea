import FolioBuild
import FolioPluginAPI
import Foundation
import Testing

@testable import PlistSource

@Suite struct ParksShapeTests {
    @Test func sourceClaimsPlistFilesOnly() throws {
        let fixture = try ContentFixture()
        let folder = try fixture.folder()
        let source = PlistSource()
        #expect(source.name == "plist")
        #expect(source.claims(folder.file(atRelativePath: "Parks/StateParks.plist")))
        #expect(source.claims(folder.file(atRelativePath: "Info.PLIST")))
        #expect(!source.claims(folder.file(atRelativePath: "notes.md")))
    }

    @Test func rootArrayOfParksBecomesOneGalleryPerPark() throws {
        let fixture = try ContentFixture()
        try fixture.write("Parks/yosemite1.jpg", ImageBytes.jpeg(width: 1200, height: 800))
        try fixture.write("Parks/yosemite2.PNG", ImageBytes.png(width: 30, height: 40))
        try fixture.write("Parks/crater1.jpeg", ImageBytes.jpeg(width: 640, height: 480))
        try fixture.write(
            "Parks/StateParks.plist",
            PlistText.parksArray([
                PlistText.park("Yosemite", photos: [("yosemite1", "Half Dome at dusk"), ("yosemite2", "")]),
                PlistText.park("Crater Lake", photos: [("crater1", "Wizard Island")]),
            ]))

        let output = try fixture.load("Parks/StateParks.plist")

        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.ignoredBecause == nil)
        #expect(output.articles.count == 2)
        let yosemite = try #require(output.articles.first)
        let first = Photo(
            path: "Parks/yosemite1.jpg", width: 1200, height: 800, caption: "Half Dome at dusk",
            alt: "Half Dome at dusk")
        let second = Photo(path: "Parks/yosemite2.PNG", width: 30, height: 40, caption: "", alt: "Yosemite")
        #expect(
            yosemite
                == Article(
                    id: "yosemite", title: "Yosemite", summary: "2 photos", kind: .gallery,
                    blocks: [.photo(first), .photo(second)], cover: first, sourcePath: "Parks/StateParks.plist"))
        let crater = output.articles[1]
        #expect(crater.id == "crater-lake")
        #expect(crater.summary == "1 photo")
        #expect(
            crater.blocks == [
                .photo(
                    Photo(
                        path: "Parks/crater1.jpeg", width: 640, height: 480, caption: "Wizard Island",
                        alt: "Wizard Island"))
            ])
        #expect(output.usedFiles == ["Parks/yosemite1.jpg", "Parks/yosemite2.PNG", "Parks/crater1.jpeg"])
    }

    @Test func rootDictionaryWithTitleAndParks() throws {
        let fixture = try ContentFixture()
        try fixture.write("big-sur.png", ImageBytes.png(width: 3, height: 2))
        try fixture.write(
            "coast.plist",
            PlistText.document(
                """
                <dict>
                    <key>title</key>
                    <string>California Coast</string>
                    <key>parks</key>
                    <array>
                \(PlistText.park("Big Sur", photos: [("big-sur.png", "McWay Falls")]))
                    </array>
                </dict>
                """))

        let output = try fixture.load("coast.plist")

        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.articles.map(\.title) == ["Big Sur"])
        #expect(
            output.articles.first?.cover
                == Photo(path: "big-sur.png", width: 3, height: 2, caption: "McWay Falls", alt: "McWay Falls"))
    }

    @Test func infoPlistIsIgnoredWithAReason() throws {
        let fixture = try ContentFixture()
        try fixture.write(
            "Info.plist",
            PlistText.document(
                """
                <dict>
                    <key>CFBundleName</key>
                    <string>StateParks</string>
                    <key>UILaunchStoryboardName</key>
                    <string>LaunchScreen</string>
                </dict>
                """))

        let output = try fixture.load("Info.plist")

        #expect(output.ignoredBecause == "not a parks list: the root dictionary has no 'parks' key")
        #expect(output.articles.isEmpty)
        #expect(output.diagnostics.isEmpty)
    }

    @Test func otherShapesAreIgnoredWithTheirOwnReasons() throws {
        let fixture = try ContentFixture()
        try fixture.write("strings.plist", PlistText.document("<array><string>a</string></array>"))
        try fixture.write("empty.plist", PlistText.document("<array/>"))
        try fixture.write("scalar.plist", PlistText.document("<integer>3</integer>"))
        try fixture.write(
            "parks-string.plist", PlistText.document("<dict><key>parks</key><string>none</string></dict>"))

        #expect(
            try fixture.load("strings.plist").ignoredBecause
                == "not a parks list: the root array holds no dictionary with a 'photos' key")
        #expect(try fixture.load("empty.plist").ignoredBecause == "not a parks list: the root array is empty")
        #expect(
            try fixture.load("scalar.plist").ignoredBecause
                == "not a parks list: the root is an integer, not an array or dictionary of parks")
        #expect(
            try fixture.load("parks-string.plist").ignoredBecause
                == "not a parks list: 'parks' is a string that holds no dictionary with a 'photos' key")
    }

    /// The State Parks course project as Xcode lays it out: the plist beside the asset catalog,
    /// with the app's Info.plist, app icon and Swift code around it.
    @Test func stateParksXcodeProjectLoadsEveryPhotoFromTheAssetCatalog() throws {
        let fixture = try ContentFixture()
        let project = "StateParks/StateParks"
        let catalog = "\(project)/Assets.xcassets"
        try fixture.write("\(catalog)/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try fixture.writeImageSet("\(catalog)/AppIcon.appiconset", images: [("icon.png", "1x", "ios-marketing")])
        try fixture.write("\(catalog)/AppIcon.appiconset/icon.png", ImageBytes.png(width: 1024, height: 1024))
        let sizes = ["yosemite1": (800, 600), "yosemite2": (600, 800), "sequoia1": (1024, 683)]
        for (name, size) in sizes {
            try fixture.writeImageSet(
                "\(catalog)/\(name).imageset",
                images: [("\(name).jpg", "1x", "universal"), (nil, "2x", "universal"), (nil, "3x", "universal")])
            try fixture.write("\(catalog)/\(name).imageset/\(name).jpg", ImageBytes.jpeg(width: size.0, height: size.1))
        }
        try fixture.write(
            "\(project)/Info.plist",
            PlistText.document("<dict><key>CFBundleIdentifier</key><string>edu.course.StateParks</string></dict>"))
        try fixture.write(
            "\(project)/ViewController.swift", "import UIKit\nclass ViewController: UIViewController {}\n")
        try fixture.write(
            "\(project)/StateParks.plist",
            PlistText.parksArray([
                PlistText.park("Yosemite", photos: [("yosemite1", "El Capitan"), ("yosemite2", "Bridalveil Fall")]),
                PlistText.park("Sequoia", photos: [("sequoia1", "General Sherman")]),
            ]))

        let parks = try fixture.load("\(project)/StateParks.plist")
        let info = try fixture.load("\(project)/Info.plist")

        #expect(parks.diagnostics.isEmpty, "\(parks.diagnostics)")
        #expect(parks.articles.map(\.id) == ["yosemite", "sequoia"])
        #expect(
            parks.articles.flatMap(\.blocks) == [
                .photo(
                    Photo(
                        path: "\(catalog)/yosemite1.imageset/yosemite1.jpg", width: 800, height: 600,
                        caption: "El Capitan", alt: "El Capitan")),
                .photo(
                    Photo(
                        path: "\(catalog)/yosemite2.imageset/yosemite2.jpg", width: 600, height: 800,
                        caption: "Bridalveil Fall", alt: "Bridalveil Fall")),
                .photo(
                    Photo(
                        path: "\(catalog)/sequoia1.imageset/sequoia1.jpg", width: 1024, height: 683,
                        caption: "General Sherman", alt: "General Sherman")),
            ])
        #expect(
            parks.usedFiles
                == Set(
                    sizes.keys.flatMap { name in
                        ["\(catalog)/\(name).imageset/\(name).jpg", "\(catalog)/\(name).imageset/Contents.json"]
                    }))
        #expect(info.ignoredBecause != nil)
        #expect(info.articles.isEmpty && info.diagnostics.isEmpty)
    }

    @Test func theWholeLoaderCountsTheProjectCorrectly() async throws {
        let fixture = try ContentFixture()
        try fixture.writeImageSet("App/Assets.xcassets/a.imageset", images: [("a.png", "1x", "universal")])
        try fixture.write("App/Assets.xcassets/a.imageset/a.png", ImageBytes.png(width: 2, height: 2))
        try fixture.write(
            "App/Info.plist", PlistText.document("<dict><key>CFBundleName</key><string>App</string></dict>"))
        try fixture.write(
            "App/Parks.plist", PlistText.parksArray([PlistText.park("Acadia", photos: [("a", "Cadillac Mountain")])]))

        let loaded = try await IssueLoader(registry: PluginRegistry(sources: [PlistSource()])).load(
            folderAt: fixture.root.path)

        #expect(loaded.issue.articles.map(\.kind) == [.cover, .gallery])
        #expect(loaded.issue.articles.last?.title == "Acadia")
        #expect(loaded.ignored.map(\.file.relativePath) == ["App/Info.plist"])
        #expect(loaded.unused.isEmpty, "\(loaded.unused)")
        #expect(!loaded.diagnostics.contains { $0.severity == .error })
    }
}
