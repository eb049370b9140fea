import FolioModel
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

@Suite struct JSONWriterTests {
    struct Sample: JSONWritable {
        var text: String
        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("a"); writer.string(text)
            writer.key("b"); writer.array([1, 2])
            writer.key("c"); writer.double(0.85)
            writer.key("d"); writer.double(390)
            writer.key("e"); writer.null()
            writer.key("f"); writer.beginObject(); writer.endObject()
            writer.endObject()
        }
    }

    @Test func writesCompactJSONThatParsesBack() throws {
        let text = "quote \" backslash \\ slash / tab \t newline \n nul \u{0} bell \u{7} é 😀 <b>&"
        let data = JSONWriter.data(Sample(text: text), newline: false)
        #expect(String(decoding: data, as: UTF8.self).hasSuffix(#","b":[1,2],"c":0.85,"d":390,"e":null,"f":{}}"#))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["a"] as? String == text)
    }

    /// The same value as `Sample` (and nested, empty and non-empty), for `JSONEncoder` to lay
    /// out as the reference of the pretty layout.
    struct EncodableSample: Encodable {
        struct Inner: Encodable {
            var a: [Int] = []
            var b: [[Int]] = [[], [1]]
        }
        var a: String
        var b = [1, 2]
        var c = 0.85
        var d = 390.0
        var e: Int?? = .some(nil)
        var f = Inner()
    }

    struct NestedSample: JSONWritable {
        var text: String
        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("a"); writer.string(text)
            writer.key("b"); writer.array([1, 2])
            writer.key("c"); writer.double(0.85)
            writer.key("d"); writer.double(390)
            writer.key("e"); writer.null()
            writer.key("f"); writer.beginObject()
            writer.key("a"); writer.array([Int]())
            writer.key("b"); writer.beginArray(); writer.array([Int]()); writer.array([1]); writer.endArray()
            writer.endObject()
            writer.endObject()
        }
    }

    @Test func prettyModeLaysOutAsJSONEncoderDoes() throws {
        let text = "quote \" tab \t é <b>&"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let expected = String(decoding: try encoder.encode(EncodableSample(a: text)), as: UTF8.self)
        let written = String(
            decoding: JSONWriter.data(NestedSample(text: text), pretty: true, newline: false), as: UTF8.self)
        #expect(written == expected)
    }

    @Test func scriptSafeModeEscapesWhatCouldEndAScriptElement() throws {
        let text = "</script><!-- & \u{2028}\u{2029} \"\u{2028}"
        let data = JSONWriter.data(Sample(text: text), scriptSafe: true, newline: false)
        let json = String(decoding: data, as: UTF8.self)
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] { #expect(!json.contains(forbidden)) }
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["a"] as? String == text)
    }

    @Test func blocksReadBackAsWritten() throws {
        let blocks: [Block] = [
            .heading(level: 3, content: [.strong([.text("a")]), .lineBreak]),
            .list(ListBlock(ordered: true, start: 2, tight: false, items: [[.paragraph([.code("c")])]])),
            .quote([.thematicBreak, .pageBreak]),
            .code(info: "sh", text: "ls"),
            .photo(Photo(path: "p.jpg", width: 3, height: 2, caption: "c", alt: "x")),
            .photo(Photo(path: "q.jpg", width: 3, height: 2)),
            .paragraph([
                .link(destination: "#n", title: "t", content: [.emphasis([.text("n")])]),
                .link(destination: "/x", title: nil, content: []),
            ]),
        ]
        var writer = JSONWriter()
        writer.array(blocks)
        #expect(try JSONDecoder().decode([Block].self, from: Data(writer.bytes)) == blocks)
        var again = JSONWriter()
        again.array(try JSONDecoder().decode([Block].self, from: Data(writer.bytes)))
        #expect(again.bytes == writer.bytes)
    }

    /// Integers are written as Swift spells them, at the ends of the range too.
    @Test func integersAreWrittenAsSwiftSpellsThem() {
        let values = [0, 1, 9, 10, 99, 100, -1, -10, 12_345, 1_000_000_007, Int.max, Int.min, Int.min + 1]
        var writer = JSONWriter()
        writer.array(values)
        #expect(
            String(decoding: writer.bytes, as: UTF8.self) == "[" + values.map(String.init).joined(separator: ",") + "]")
    }
}
