import FolioPluginAPI
import Foundation
import Testing

@testable import PlistSource

@Suite struct ParksErrorTests {
    @Test func wrongValueTypesNameTheKeyPathAtTheValue() throws {
        let fixture = try ContentFixture()
        try fixture.write("a.jpg", ImageBytes.jpeg(width: 10, height: 10))
        // Line numbers below are those of this text; the header takes lines 1-3.
        try fixture.write(
            "parks.plist",
            PlistText.document(
                """
                <array>
                  <dict><key>name</key><string>Ok</string><key>photos</key><array/></dict>
                  <dict><key>name</key><integer>7</integer><key>photos</key><array/></dict>
                  <dict>
                    <key>name</key><string>Zion</string>
                    <key>photos</key>
                    <array>
                      <dict><key>imageName</key><string>a</string><key>caption</key><integer>42</integer></dict>
                      <dict><key>imageName</key><true/><key>caption</key><string>x</string></dict>
                      <string>not a photo</string>
                    </array>
                  </dict>
                  <dict><key>name</key><string>Arches</string><key>photos</key><string>none</string></dict>
                </array>
                """))

        let output = try fixture.load("parks.plist")

        let errors = output.errors.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        #expect(
            errors == [
                "6:24 [1].name: expected a string, found an integer",
                "11:69 [2].photos[0].caption: expected a string, found an integer",
                "12:33 [2].photos[1].imageName: expected a string, found a boolean",
                "13:7 [2].photos[2]: expected a dictionary, found a string",
                "16:64 [3].photos: expected an array, found a string",
            ])
        #expect(output.errors.allSatisfy { $0.location?.path.hasSuffix("/parks.plist") == true })
    }

    @Test func shapeBKeyPathsStartWithParks() throws {
        let fixture = try ContentFixture()
        try fixture.write(
            "parks.plist",
            PlistText.document(
                """
                <dict>
                  <key>title</key><integer>1</integer>
                  <key>parks</key>
                  <array>
                    <dict><key>name</key><string>A</string><key>photos</key><array/></dict>
                    <dict><key>name</key><string>B</string><key>photos</key><array/></dict>
                    <dict><key>name</key><string>C</string><key>photos</key><array><dict><key>imageName</key><string>c</string><key>caption</key><real>1.5</real></dict></array></dict>
                  </array>
                </dict>
                """))

        let messages = try fixture.load("parks.plist").errors.map(\.message)

        #expect(messages.contains("title: expected a string, found an integer"))
        #expect(messages.contains("parks[2].photos[0].caption: expected a string, found a real number"))
    }

    @Test func missingKeysAreErrorsAtTheDictionaryAndAMissingCaptionIsAWarning() throws {
        let fixture = try ContentFixture()
        try fixture.write("b.png", ImageBytes.png(width: 5, height: 4))
        try fixture.write(
            "parks.plist",
            PlistText.document(
                """
                <array>
                  <dict><key>name</key><string>A</string><key>photos</key><array/></dict>
                  <dict><key>photos</key><array/></dict>
                  <dict><key>name</key><string>B</string></dict>
                  <dict><key>name</key><string>C</string><key>photos</key><array>
                    <dict><key>caption</key><string>no name</string></dict>
                    <dict><key>imageName</key><string>b</string></dict>
                  </array></dict>
                </array>
                """))

        let output = try fixture.load("parks.plist")

        #expect(
            output.errors.map(\.message) == [
                "[1]: missing 'name'",
                "[2]: missing 'photos'",
                "[3].photos[0]: missing 'imageName'",
            ])
        #expect(output.errors.map { $0.location?.line } == [6, 7, 9])
        #expect(output.errors.first?.location?.column == 3)
        let captionWarning = try #require(output.warnings.first { $0.message.contains("caption") })
        #expect(
            captionWarning.message
                == "[3].photos[1]: missing 'caption'; the photo is shown without one, with the park's name ('C') as its alternative text"
        )
        let empty = try #require(output.warnings.first { $0.message.hasPrefix("park 'A'") })
        #expect(empty.message == "park 'A' has no photos: its gallery is only a title page")
        #expect(empty.location?.line == 5)
        let photo = try #require(output.articles.first { $0.title == "C" }?.cover)
        #expect(photo == Photo(path: "b.png", width: 5, height: 4, caption: nil, alt: "C"))
    }

    @Test func everyMissingPhotoIsReportedAtItsImageName() throws {
        let fixture = try ContentFixture()
        try fixture.write("StateParks/yosemite1.jpg", ImageBytes.jpeg(width: 4, height: 3))
        try fixture.writeImageSet(
            "StateParks/Assets.xcassets/other.imageset", images: [("other.png", "1x", "universal")])
        try fixture.write("StateParks/Assets.xcassets/other.imageset/other.png", ImageBytes.png(width: 1, height: 1))
        try fixture.write(
            "StateParks/StateParks.plist",
            PlistText.parksArray([
                PlistText.park(
                    "Yosemite", photos: [("yosemite1", "ok"), ("yosemite3", "gone"), ("yosemite4", "gone too")]),
                PlistText.park("Joshua Tree", photos: [("joshua1", "gone as well")]),
            ]))

        let output = try fixture.load("StateParks/StateParks.plist")

        #expect(
            output.errors.map(\.message) == [
                "park 'Yosemite': no image 'yosemite3': looked for StateParks/yosemite3(.jpg|.jpeg|.png) and yosemite3.imageset in StateParks/Assets.xcassets",
                "park 'Yosemite': no image 'yosemite4': looked for StateParks/yosemite4(.jpg|.jpeg|.png) and yosemite4.imageset in StateParks/Assets.xcassets",
                "park 'Joshua Tree': no image 'joshua1': looked for StateParks/joshua1(.jpg|.jpeg|.png) and joshua1.imageset in StateParks/Assets.xcassets",
            ])
        // Each at its <string>imageName</string>: the header takes 3 lines and `<array>` one;
        // a park opens with 5 lines and closes with 2, and each photo takes 6.
        #expect(output.errors.map { $0.location?.line } == [18, 24, 37])
        #expect(output.errors.allSatisfy { $0.location?.column == 13 })
        #expect(output.articles.first?.blocks.count == 1)
    }

    @Test func aMissingPhotoWithNoCatalogSaysSo() throws {
        let fixture = try ContentFixture()
        try fixture.write("parks.plist", PlistText.parksArray([PlistText.park("A", photos: [("x", "c")])]))

        let output = try fixture.load("parks.plist")

        #expect(
            output.errors.map(\.message) == [
                "park 'A': no image 'x': looked for x(.jpg|.jpeg|.png) and x.imageset in an asset catalog (there is no *.xcassets in the content folder)"
            ])
    }

    @Test func aFileThatIsNotAnImageIsAnError() throws {
        let fixture = try ContentFixture()
        try fixture.write("broken.jpg", "this is text, not a JPEG")
        try fixture.write("parks.plist", PlistText.parksArray([PlistText.park("A", photos: [("broken", "c")])]))

        let output = try fixture.load("parks.plist")

        #expect(
            output.errors.map(\.message) == [
                "park 'A': image 'broken' is broken.jpg, which cannot be used: not a PNG, JPEG or SVG image"
            ])
        #expect(output.usedFiles == ["broken.jpg"])
    }

    @Test func binaryLocationsNameTheByteOffset() throws {
        let fixture = try ContentFixture()
        let parks: [[String: Any]] = [["name": "A", "photos": [["imageName": 5, "caption": "c"]]]]
        try fixture.write(
            "parks.plist", try PropertyListSerialization.data(fromPropertyList: parks, format: .binary, options: 0))

        let output = try fixture.load("parks.plist")

        let error = try #require(output.errors.first)
        #expect(
            error.message.hasPrefix("[0].photos[0].imageName: expected a string, found an integer (at byte offset "))
        #expect(error.location?.line == nil)
    }
}
