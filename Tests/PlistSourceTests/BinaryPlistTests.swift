import FolioPluginAPI
import Foundation
import Testing

@testable import PlistSource

@Suite struct BinaryPlistTests {
    private static var parks: [[String: Any]] {
        [
            [
                "name": "Yosemite",
                "photos": [
                    ["imageName": "y1", "caption": "Half Dome"], ["imageName": "y2", "caption": "Élan — ünïcode"],
                ],
            ],
            ["name": "Zion", "photos": [["imageName": "z1", "caption": "Angels Landing"]]],
        ]
    }

    private func binary(_ value: Any) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
    }

    private func writeImages(_ fixture: ContentFixture) throws {
        try fixture.write("y1.jpg", ImageBytes.jpeg(width: 10, height: 20))
        try fixture.write("y2.png", ImageBytes.png(width: 7, height: 9))
        try fixture.write("z1.jpeg", ImageBytes.jpeg(width: 30, height: 10))
    }

    @Test func binaryRootArrayLoads() throws {
        let fixture = try ContentFixture()
        try writeImages(fixture)
        try fixture.write("parks.plist", try binary(Self.parks))

        let output = try fixture.load("parks.plist")

        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.articles.map(\.title) == ["Yosemite", "Zion"])
        #expect(
            output.articles[0].blocks == [
                .photo(Photo(path: "y1.jpg", width: 10, height: 20, caption: "Half Dome", alt: "Half Dome")),
                .photo(Photo(path: "y2.png", width: 7, height: 9, caption: "Élan — ünïcode", alt: "Élan — ünïcode")),
            ])
    }

    @Test func binaryRootDictionaryLoads() throws {
        let fixture = try ContentFixture()
        try writeImages(fixture)
        try fixture.write("parks.plist", try binary(["title": "Parks", "parks": Self.parks] as [String: Any]))

        let output = try fixture.load("parks.plist")

        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.articles.map(\.id) == ["yosemite", "zion"])
        #expect(
            output.articles[1].cover
                == Photo(path: "z1.jpeg", width: 30, height: 10, caption: "Angels Landing", alt: "Angels Landing"))
    }

    /// Written by Python's plistlib (see Fixtures/make_fixtures.py): a second, independent
    /// encoder, using 16-bit references, UTF-16 strings, dates, data, reals and big integers.
    @Test func pythonWrittenFixtureReadsEveryType() throws {
        let url = try #require(
            Bundle.module.url(forResource: "all-types", withExtension: "bplist", subdirectory: "Fixtures"))
        let result = BinaryPlistReader.read(try Data(contentsOf: url))

        #expect(result.problems.isEmpty)
        let root = try #require(result.value)
        func content(_ key: String) -> PlistValue.Content? { root[key]?.value.content }
        #expect(content("ascii") == .string("plain"))
        #expect(content("utf16") == .string("Ünïcödé ✓ 🌲"))
        #expect(content("int8") == .integer(200))
        #expect(content("negative") == .integer(-5))
        #expect(content("big") == .integer(1 << 40))
        #expect(content("real") == .real(2.5))
        #expect(content("true") == .bool(true))
        #expect(content("false") == .bool(false))
        #expect(content("data") == .data(Data([0, 1, 2, 255])))
        #expect(content("date") == .date(Date(timeIntervalSince1970: 1_763_719_200)))
        if case .array(let items)? = content("many") {
            #expect(items.count == 300)
            #expect(items.last?.content == .string("item 299"))
        } else {
            Issue.record("'many' is not an array")
        }
    }

    @Test func pythonWrittenParksFixtureLoads() throws {
        let url = try #require(
            Bundle.module.url(forResource: "parks", withExtension: "bplist", subdirectory: "Fixtures"))
        let fixture = try ContentFixture()
        try fixture.write("Parks.plist", try Data(contentsOf: url))
        try fixture.write("acadia1.jpg", ImageBytes.jpeg(width: 2, height: 1))

        let output = try fixture.load("Parks.plist")

        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.articles.map(\.title) == ["Acadia"])
        #expect(output.articles.first?.blocks.count == 1)
    }

    @Test func everyTruncationIsALocatedErrorNeverACrash() throws {
        let whole = try binary(Self.parks)
        for length in 0..<whole.count {
            let result = PlistReader.read(whole.prefix(length))
            #expect(result.value == nil, "length \(length)")
            #expect(result.problems.count == 1)
        }
        let fixture = try ContentFixture()
        try fixture.write("parks.plist", whole.prefix(whole.count - 10))
        let output = try fixture.load("parks.plist")
        #expect(output.articles.isEmpty)
        let error = try #require(output.errors.first)
        #expect(error.message.contains("(at byte offset "), "\(error.message)")
        #expect(error.message.contains("truncated"), "\(error.message)")
        #expect(error.location?.path.hasSuffix("parks.plist") == true)
    }

    @Test func aShortFileNamesItsLength() throws {
        let result = PlistReader.read(Data("bplist00\u{8}".utf8))
        #expect(
            result.problems == [
                .error(
                    "binary property list is truncated: it has 9 bytes, fewer than the 41 that a header, one object and the 32-byte trailer need",
                    at: .byteOffset(9))
            ])
    }

    @Test func everyFlippedByteGivesAValueOrAnErrorNeverACrash() throws {
        let whole = [UInt8](try binary(Self.parks))
        for index in whole.indices {
            for replacement: UInt8 in [0x00, 0x0F, 0x7F, 0xAF, 0xDF, 0xFF] {
                var bytes = whole
                bytes[index] = replacement
                let result = PlistReader.read(Data(bytes))
                #expect(result.value != nil || !result.problems.isEmpty)
            }
        }
    }

    @Test func referenceCyclesAreCaught() {
        // Object 0: an array holding object 0.
        let bytes = BinaryPlistBuilder(objects: [[0xA1, 0x00]], root: 0).bytes
        let result = PlistReader.read(Data(bytes))
        #expect(result.value == nil)
        #expect(result.problems == [.error("reference cycle: object 0 contains itself", at: .byteOffset(8))])
    }

    @Test func outOfRangeReferencesAndOffsetsAreCaught() {
        let badReference = BinaryPlistBuilder(objects: [[0xA1, 0x07]], root: 0).bytes
        #expect(
            PlistReader.read(Data(badReference)).problems == [
                .error("object reference 7 is out of range: the file has 1 objects", at: .byteOffset(9))
            ])
        var badOffset = BinaryPlistBuilder(objects: [[0x09]], root: 0)
        badOffset.offsets = [200]
        #expect(
            PlistReader.read(Data(badOffset.bytes)).problems.first?.message.contains("outside the object area") == true)
        var badRoot = BinaryPlistBuilder(objects: [[0x09]], root: 0)
        badRoot.rootOverride = 5
        #expect(PlistReader.read(Data(badRoot.bytes)).problems.first?.message.contains("root object 5") == true)
    }

    @Test func absurdCountsAreRefusedBeforeAllocating() {
        // An array claiming 2^62 elements through an 8-byte length.
        let huge = BinaryPlistBuilder(objects: [[0xAF, 0x13, 0x40, 0, 0, 0, 0, 0, 0, 0]], root: 0).bytes
        let problems = PlistReader.read(Data(huge)).problems
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("does not fit in the file") == true)
        #expect(problems.first?.location == .byteOffset(8))
        // A trailer claiming more objects than bytes.
        var many = BinaryPlistBuilder(objects: [[0x09]], root: 0)
        many.countOverride = 1 << 40
        #expect(
            PlistReader.read(Data(many.bytes)).problems.first?.message.contains("claims 1099511627776 objects") == true)
    }

    @Test func deepNestingIsRefused() {
        // 200 arrays, each holding the next; the last is empty.
        var objects: [[UInt8]] = (0..<199).map { index -> [UInt8] in [0xA1, UInt8(index + 1)] }
        objects.append([0xA0])
        let result = PlistReader.read(Data(BinaryPlistBuilder(objects: objects, root: 0).bytes))
        #expect(result.value == nil)
        #expect(result.problems.first?.message == "values are nested more than 100 levels deep")
    }

    @Test func sharedObjectsCannotExplode() {
        // 40 arrays, each holding the next one twice: 2^40 values from a few hundred bytes.
        var objects: [[UInt8]] = (0..<39).map { index -> [UInt8] in
            let next = UInt8(index + 1)
            return [0xA2, next, next]
        }
        objects.append([0x09])
        let start = ContinuousClock.now
        let result = PlistReader.read(Data(BinaryPlistBuilder(objects: objects, root: 0).bytes))
        #expect(ContinuousClock.now - start < .seconds(30), "an explosion takes minutes; a guard stops it at once")
        #expect(result.value == nil)
        #expect(result.problems.first?.message.contains("expands to more than 1000000 values") == true)
    }

    @Test func nullAndUIDAreValuesThatParksDecodingNames() throws {
        // Object 0: {"name": null, "photos": [uid 7]}.
        let objects: [[UInt8]] = [
            [0xD2, 1, 2, 3, 4], [0x54] + Array("name".utf8), [0x56] + Array("photos".utf8), [0x00], [0xA1, 5],
            [0x80, 7],
        ]
        let result = PlistReader.read(Data(BinaryPlistBuilder(objects: objects, root: 0).bytes))
        let root = try #require(result.value)
        #expect(root["name"]?.value == PlistValue(.null, at: .byteOffset(25)))
        #expect(root["photos"]?.value.content == .array([PlistValue(.uid(7), at: .byteOffset(28))]))
        let array = PlistValue(.array([root]), at: .byteOffset(0))
        guard case .parksList(_, let problems) = ParksDecoder.decode(array) else {
            Issue.record("not decoded as a parks list")
            return
        }
        #expect(
            problems.map(\.message) == [
                "[0].name: expected a string, found null", "[0].photos[0]: expected a dictionary, found a UID",
            ])
    }

    @Test func sharedObjectsWithinReasonAreFine() {
        // Object 0: [1, 1] where object 1 is the string "ab": a shared reference, not a cycle.
        let objects: [[UInt8]] = [[0xA2, 1, 1], [0x52, 0x61, 0x62]]
        let result = PlistReader.read(Data(BinaryPlistBuilder(objects: objects, root: 0).bytes))
        #expect(result.problems.isEmpty)
        #expect(
            result.value?.content
                == .array([
                    PlistValue(.string("ab"), at: .byteOffset(11)), PlistValue(.string("ab"), at: .byteOffset(11)),
                ]))
    }
}

/// Lays out a binary property list from hand-written objects (1-byte offsets and references),
/// so that tests can build hostile files byte by byte.
struct BinaryPlistBuilder {
    var objects: [[UInt8]]
    var root: Int
    var offsets: [Int]?
    var rootOverride: Int?
    var countOverride: Int?

    init(objects: [[UInt8]], root: Int) {
        self.objects = objects
        self.root = root
    }

    var bytes: [UInt8] {
        var bytes = Array("bplist00".utf8)
        var computed: [Int] = []
        for object in objects {
            computed.append(bytes.count)
            bytes += object
        }
        let tableStart = bytes.count
        let offsetSize = (offsets ?? computed).contains { $0 > 255 } ? 2 : 1
        for offset in offsets ?? computed {
            bytes += offsetSize == 2 ? [UInt8(offset >> 8), UInt8(offset & 0xFF)] : [UInt8(offset)]
        }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), 1]
        bytes += Self.bigEndian(countOverride ?? objects.count)
        bytes += Self.bigEndian(rootOverride ?? root)
        bytes += Self.bigEndian(tableStart)
        return bytes
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
