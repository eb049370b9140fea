import FolioPluginAPI
import Foundation
import Testing

@testable import PlistSource

@Suite struct XMLPlistTests {
    private func read(_ text: String) -> PlistReadResult {
        PlistReader.read(Data(text.utf8))
    }

    @Test func readsEveryValueTypeWithLocations() throws {
        let result = read(
            PlistText.document(
                """
                <dict>
                  <key>s</key><string>a &amp; b&#233; <![CDATA[<c>]]></string>
                  <key>i</key><integer> -42 </integer>
                  <key>r</key><real>2.5</real>
                  <key>t</key><true/>
                  <key>f</key><false/>
                  <key>d</key><date>2026-11-21T09:30:00Z</date>
                  <key>b</key><data>AAEC/w==</data>
                  <key>é</key><array><integer>0x1F</integer></array>
                </dict>
                """))

        #expect(result.problems.isEmpty, "\(result.problems)")
        let root = try #require(result.value)
        #expect(root.location == .text(line: 4, column: 1))
        #expect(root["s"]?.value == PlistValue(.string("a & bé <c>"), at: .text(line: 5, column: 15)))
        #expect(root["s"]?.keyLocation == .text(line: 5, column: 3))
        #expect(root["i"]?.value.content == .integer(-42))
        #expect(root["r"]?.value.content == .real(2.5))
        #expect(root["t"]?.value.content == .bool(true))
        #expect(root["f"]?.value.content == .bool(false))
        #expect(root["d"]?.value.content == .date(Date(timeIntervalSince1970: 1_795_253_400)))
        #expect(root["b"]?.value.content == .data(Data([0, 1, 2, 255])))
        // Columns count characters, not bytes: "é" is one.
        #expect(
            root["é"]?.value
                == PlistValue(
                    .array([PlistValue(.integer(31), at: .text(line: 12, column: 22))]), at: .text(line: 12, column: 15)
                ))
    }

    @Test func malformedXMLIsAnErrorAtLibxml2sLineAndColumn() throws {
        let fixture = try ContentFixture()
        try fixture.write(
            "parks.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <array>
              <dict>
                <key>name</key>
                <string>Yosemite</strin>
              </dict>
            </array>
            </plist>
            """)

        let output = try fixture.load("parks.plist")

        #expect(output.articles.isEmpty)
        let error = try #require(output.errors.first)
        #expect(error.message == "malformed XML: Opening and ending tag mismatch: string line 6 and strin")
        #expect(error.location?.line == 6)
        #expect(error.location?.column == 29)
        #expect(
            error.description.hasSuffix(
                "parks.plist:6:29: error: malformed XML: Opening and ending tag mismatch: string line 6 and strin"))
    }

    @Test func structuralErrorsAreLocatedAndAllReported() {
        let result = read(
            PlistText.document(
                """
                <dict>
                  <key>a</key>
                  <key>b</key><string>x</string>
                  <string>stray</string>
                  <key>c</key><color>red</color>
                  stray text
                  <key>d</key>
                </dict>
                """))

        #expect(result.value == nil)
        #expect(
            result.problems.map { "\(Self.position($0.location)) \($0.message)" } == [
                "4:1 unexpected text 'stray text' in <dict>: only elements belong here",
                "5:3 key 'a' has no value: another <key> follows it",
                "7:3 expected <key> in a <dict>, found <string>",
                "8:15 unknown element <color> in a property list; expected dict, array, string, integer, real, true, false, date or data",
                "10:3 key 'd' has no value: the <dict> ends after it",
            ])
    }

    @Test func badScalarsAreLocatedErrors() {
        let result = read(
            PlistText.document(
                """
                <array>
                  <integer>12abc</integer>
                  <integer>99999999999999999999</integer>
                  <real>fast</real>
                  <date>yesterday</date>
                  <data>!!!</data>
                  <true>yes</true>
                </array>
                """))

        #expect(result.problems.map { Self.position($0.location) } == ["5:3", "6:3", "7:3", "8:3", "9:3", "10:3"])
        #expect(
            result.problems.first?.message
                == "<integer> holds '12abc', which is not a whole number that fits in 64 bits")
    }

    @Test func appleDoctypeLoadsWithoutNetworkAndEmptyFilesAreErrors() {
        #expect(read(PlistText.document("<string>x</string>")).value?.content == .string("x"))
        #expect(
            PlistReader.read(Data()).problems.map(\.message) == [
                "the file is empty: expected an XML or binary property list"
            ])
        #expect(read("{ name = Yosemite; }").problems.first?.message.contains("OpenStep") == true)
        #expect(
            read("<plist version=\"1.0\"></plist>").problems.map(\.message) == [
                "the <plist> element is empty: it must hold one value"
            ])
    }

    @Test func externalEntitiesAreNeverRead() throws {
        let fixture = try ContentFixture()
        try fixture.write("secret.txt", "TOP-SECRET-CONTENT")
        let secret = fixture.root.appendingPathComponent("secret.txt").path
        let variants = [
            "<!ENTITY xxe SYSTEM \"file:///etc/passwd\">",
            "<!ENTITY xxe SYSTEM \"file://\(secret)\">",
            "<!ENTITY xxe SYSTEM \"http://127.0.0.1:9/evil.xml\">",
            "<!ENTITY % remote SYSTEM \"file://\(secret)\"> %remote;",
            "<!ENTITY % remote SYSTEM \"http://127.0.0.1:9/evil.dtd\"> %remote; <!ENTITY xxe \"x\">",
        ]
        for (index, declaration) in variants.enumerated() {
            try fixture.write(
                "xxe\(index).plist",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist [ \(declaration) ]>
                <plist version="1.0">
                <array><dict>
                  <key>name</key><string>&xxe;</string>
                  <key>photos</key><array><dict><key>imageName</key><string>&xxe;</string><key>caption</key><string>&xxe;</string></dict></array>
                </dict></array>
                </plist>
                """)
            let start = ContinuousClock.now
            let output = try fixture.load("xxe\(index).plist")
            #expect(ContinuousClock.now - start < .seconds(30), "an explosion takes minutes; a guard stops it at once")

            let everything = "\(output)"
            #expect(!everything.contains("root:"), "variant \(index)")
            #expect(!everything.contains("TOP-SECRET"), "variant \(index)")
            #expect(output.articles.isEmpty, "variant \(index)")
            #expect(!output.errors.isEmpty, "variant \(index)")
        }
        let plain = try fixture.load("xxe0.plist")
        #expect(
            plain.errors.first?.message
                == "entity reference '&xxe;' in <string>: Folio does not expand XML entities; write the text itself")
        #expect(plain.errors.first?.location?.line == 5)
    }

    @Test func billionLaughsFailsFast() throws {
        var declarations = "<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        for body in [
            "<string>&lol9;</string>", "<dict><key>&lol9;</key><string>x</string></dict>",
            "<plist version=\"&lol9;\"><string>x</string></plist>",
        ] {
            let root = body.hasPrefix("<plist") ? body : "<plist version=\"1.0\">\(body)</plist>"
            let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n\(declarations)]>\n\(root)\n"
            let start = ContinuousClock.now
            let result = read(text)
            let elapsed = ContinuousClock.now - start
            #expect(elapsed < .seconds(30), "an unguarded expansion takes minutes; took \(elapsed)")
            #expect(result.value == nil || "\(result.value!)".count < 10_000)
            // libxml2's amplification guard stops it; the error points at the reference
            // (line 14), not into the entity's own text.
            #expect(result.problems.map(\.message) == ["malformed XML: Detected an entity reference loop"])
            #expect(result.problems.first?.location.map(Self.position)?.hasPrefix("14:") == true)
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        for depth in [150, 5_000] {
            let text =
                "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
                + "</plist>"
            let result = read(text)
            #expect(result.value == nil)
            let expected =
                depth == 150
                ? "arrays and dictionaries are nested more than 100 levels deep"
                : "malformed XML: Excessive depth in document: 256 use XML_PARSE_HUGE option"
            #expect(result.problems.first?.message == expected)
        }
    }

    @Test func tagsSpanningLinesAreLocatedAtTheirOpeningBracket() throws {
        let result = read(
            "<?xml version=\"1.0\"?>\n<plist\n   version=\"1.0\">\n <array\n  ><string>x</string></array></plist>")

        let root = try #require(result.value)
        #expect(root.location == .text(line: 4, column: 2))
        #expect(root.content == .array([PlistValue(.string("x"), at: .text(line: 5, column: 4))]))
    }

    @Test func messagesStayOnOneLine() {
        let bytes =
            Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist><string>".utf8) + [0xC3, 0x28]
            + Array("</string></plist>".utf8)
        let problems = PlistReader.read(Data(bytes)).problems
        #expect(
            problems.map(\.message) == [
                "malformed XML: Input is not proper UTF-8, indicate encoding ! Bytes: 0xC3 0x28 0x3C 0x2F"
            ])
        #expect(problems.first?.location == .text(line: 1, column: 54))
    }

    @Test func concurrentParsesKeepTheirOwnErrors() async {
        let results = await withTaskGroup(of: (Int, PlistReadResult).self) { group in
            for index in 0..<64 {
                group.addTask {
                    let text =
                        index.isMultiple(of: 2)
                        ? PlistText.document("<array><string>\(index)</string></array>")
                        // The mismatch is reported just past `</array>`, on line `index + 1`.
                        : String(repeating: "\n", count: index) + "<plist><array><string>\(index)</array></plist>"
                    return (index, PlistReader.read(Data(text.utf8)))
                }
            }
            var all: [Int: PlistReadResult] = [:]
            for await (index, result) in group { all[index] = result }
            return all
        }
        for (index, result) in results {
            if index.isMultiple(of: 2) {
                #expect(result.problems.isEmpty)
                #expect(
                    result.value?.content == .array([PlistValue(.string("\(index)"), at: .text(line: 4, column: 8))]))
            } else {
                #expect(result.value == nil)
                #expect(
                    result.problems.first?.location.map(Self.position) == "\(index + 1):\(31 + String(index).count)")
            }
        }
    }

    private static func position(_ location: PlistLocation?) -> String {
        guard case .text(let line, let column)? = location else { return "?" }
        return "\(line):\(column.map(String.init) ?? "?")"
    }
}
