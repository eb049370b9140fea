import FolioFormats
import FolioPluginAPI
import FolioTestSupport
import Foundation
import Testing

/// The one test over every wire type: every JSON document Folio publishes (the JSON bundle's
/// `issue.json` and article files, the HTML carousel's issue index and article pages) is
/// written by `JSONWriter` through one `JSONWritable` conformance per type. This test builds an
/// issue that uses every kind of block and inline with the release `folio`, then checks, for
/// every document: that it parses, that the keys of every object are in sorted order (the
/// bytes are reproducible), that the bundle matches its JSON Schema, and that the decodable
/// core types read back what was written and write it again to the same bytes (decoding
/// shares the encoders' keys). A new `JSONWritable` type must be named in `exercised` below,
/// where it says which document carries it.
@Suite(.serialized) struct WireFormatTests {
    /// Every type that conforms to `JSONWritable`, and the document that carries it.
    static let exercised: [String: String] = [
        "JSONFragment": "issue.json navigation, index.html navigation",
        "NavigationMap": "issue.json navigation", "CompactNavigationMap": "issue.json navigation",
        "CompactNavigationMap.Column": "issue.json navigation.columns",
        "CompactNavigationMap.Pattern": "issue.json navigation.links",
        "NavigationPolicy": "issue.json navigation.policy",
        "PhotoAsset": "issue.json photos", "AssetFile": "issue.json photos",
        "SourcePosition": "article files pageMaps[].pages[].regions[].start",
        "Block": "article files blocks", "Inline": "article files blocks",
        "BundleDocument": "issue.json", "IssueMetadata": "issue.json issue",
        "GeometryDocument": "issue.json geometries", "ArticleDocument": "issue.json articles",
        "ArticleFileDocument": "articles/*.json", "PageMapDocument": "articles/*.json pageMaps",
        "PageDocument": "articles/*.json pageMaps[].pages", "RegionDocument": "articles/*.json pages[].regions",
        "PhotoHeightDocument": "articles/*.json pages[].photos",
        "FrameDocument": "articles/*.json pageMaps[].frames (--option json.frames=phone)",
        // folio import's record in the issue folder, read back by ImportRecordTests.
        "ImportRecord": ".folio-import.json", "ImportRecord.Written": ".folio-import.json files",
        "HTMLIssueIndex": "index.html folio-issue", "HTMLIssueIndex.Geometry": "index.html folio-issue geometries",
        "ArticleRow": "index.html folio-issue articles",
        "HTMLArticlePage.Payload": "articles/*.html folio-pages", "HTMLPageMap": "articles/*.html folio-pages maps",
        // Not published in a bundle: the state line of `preview --dump` and the scenario files of
        // `conformance --walks --write`, checked by ConformanceModelTests and RandomWalkTests.
        "ObservedState": "preview --dump state line", "Position": "preview --dump state line at, scenario start",
        "Scenario": "conformance --walks --write walk-*.json", "ScenarioStep": "walk-*.json steps",
        "Expectation": "walk-*.json initial, steps[].expect",
        // A shelf's shelf.json (JSONSink+Shelf.swift), checked by Tests/browser/test_shelf.py.
        "ShelfDocument": "shelf.json", "Entry": "shelf.json issues",
    ]

    /// An article with every kind of block and inline, and every optional field present.
    static let everyBlock = """
        ---
        title: Every Block
        author: A. Writer
        date: 2026-11-20
        summary: One of each, for the wire-format test.
        ---

        # A heading with *emphasis*, **strong**, `code` and a [link](https://example.com/a "A title")

        A paragraph with a [plain link](a-bird-on-a-spring.md#what-you-need) and a line\\
        break, then <https://example.com/b>.

        - tight
        - list

        3. a loose

        4. ordered list

        > a quote
        > over two lines

        HTML's inline runs: H<sub>2</sub>O, x<sup>2</sup>, <kbd>Ctrl</kbd>, <mark>marked</mark>,
        <abbr title="HyperText Markup Language">HTML</abbr> and <s>struck</s>.

        <aside markdown="1" class="pquote">
          A pull quote, a quote with a *role*.
        </aside>

        ```swift
        let code = "block"
        ```

        ***

        [![A carved bird](../photos/carved-bird.jpg "The bird, carved")](https://example.com/bird)

        <!-- page -->

        After the page break.
        """

    @Test func everyWireTypeWritesSortedKeysThatMatchTheSchemaAndReadBack() throws {
        let scratch = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let content = scratch.appendingPathComponent("content")
        try FileManager.default.copyItem(at: FolioProcess.packageRoot.appendingPathComponent("Content"), to: content)
        try Data(Self.everyBlock.utf8).write(to: content.appendingPathComponent("articles/every-block.md"))
        // A base-url, so that the HTML build has nothing to warn about (docs/shelf.md).
        let settings = content.appendingPathComponent("issue.yaml")
        try Data(
            (try String(contentsOf: settings, encoding: .utf8) + "base-url: https://example.org/slow-ground/\n").utf8
        )
        .write(to: settings)
        let out = scratch.appendingPathComponent("out")
        let result = try FolioProcess.run([
            "build", content.path, "--sink", "json", "--sink", "html", "--option", "json.frames=phone", "--out",
            out.path,
            "--cache", scratch.appendingPathComponent("cache").path,
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.errors.contains("warning"), "\(result.errors)")

        var documents: [(name: String, json: Data)] = []
        let json = out.appendingPathComponent("json")
        documents.append(("issue.json", try Data(contentsOf: json.appendingPathComponent("issue.json"))))
        for name in try Self.files(in: json.appendingPathComponent("articles")) {
            documents.append(
                ("json/articles/\(name)", try Data(contentsOf: json.appendingPathComponent("articles/\(name)"))))
        }
        let html = out.appendingPathComponent("html")
        let index = html.appendingPathComponent("index.html")
        documents.append(("index.html", try Self.script(in: index, id: "folio-issue")))
        documents.append(("index.html opening", try Self.script(in: index, id: "folio-opening-pages")))
        for name in try Self.files(in: html.appendingPathComponent("articles")) {
            documents.append(
                (
                    "html/articles/\(name)",
                    try Self.script(in: html.appendingPathComponent("articles/\(name)"), id: "folio-pages")
                ))
        }
        #expect(documents.count > 20)
        var seenKeys: Set<String> = []
        for document in documents {
            #expect((try? JSONSerialization.jsonObject(with: document.json)) != nil, "\(document.name) is not JSON")
            var order = KeyOrder(bytes: [UInt8](document.json))
            order.check()
            #expect(order.problems.isEmpty, "\(document.name): \(order.problems.prefix(3))")
            seenKeys.formUnion(order.keys)
        }
        // Every kind of block and inline, and the optional fields, made it to the wire.
        for key in [
            "level", "ordered", "tight", "info", "caption", "alt", "link", "href", "title", "thumbnail",
            "photos", "regions", "pageCounts", "columnGap", "articleFiles", "strip", "runs",
            "cover", "subtitle", "role", "style",
        ] {
            #expect(seenKeys.contains(key), "no document has the key '\(key)'")
        }

        let (status, output) = try SchemaValidator.validate(bundle: json)
        #expect(status == 0, "\(output)")

        // The decodable core types read back what was written, and write it again to the same bytes.
        let issue = try #require(try JSONSerialization.jsonObject(with: documents[0].json) as? [String: Any])
        let geometries = try #require(issue["geometries"] as? [[String: Any]])
        #expect(!geometries.isEmpty)
        let navigationData = try JSONSerialization.data(withJSONObject: try #require(geometries.last?["navigation"]))
        let navigation = try JSONDecoder().decode(CompactNavigationMap.self, from: navigationData)
        #expect(Self.canonical(JSONWriter.data(navigation, newline: false)) == Self.canonical(navigationData))
        let titles = try #require(issue["articles"] as? [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(CompactNavigationMap(try navigation.expanded(titles: titles)) == navigation)
        let photos = try JSONDecoder().decode(
            [String: PhotoAsset].self, from: JSONSerialization.data(withJSONObject: try #require(issue["photos"])))
        #expect(!photos.isEmpty)
        var writer = JSONWriter()
        AssetCatalog(photos: photos).writePhotos(to: &writer)
        #expect(
            Self.canonical(Data(writer.bytes))
                == Self.canonical(try JSONSerialization.data(withJSONObject: issue["photos"] as Any)))
        var blockTypes: Set<String> = []
        var inlineTypes: Set<String> = []
        for document in documents where document.name.hasPrefix("json/articles/") {
            let file = try #require(try JSONSerialization.jsonObject(with: document.json) as? [String: Any])
            let blocksData = try JSONSerialization.data(withJSONObject: try #require(file["blocks"]))
            let blocks = try JSONDecoder().decode([Block].self, from: blocksData)
            var again = JSONWriter()
            again.array(blocks)
            #expect(Self.canonical(Data(again.bytes)) == Self.canonical(blocksData), "\(document.name)")
            Self.collect(blocks, blocks: &blockTypes, inlines: &inlineTypes)
            let maps = try #require(file["pageMaps"] as? [[String: Any]])
            #expect(maps.count == geometries.count, "\(document.name)")
            for page in maps.flatMap({ $0["pages"] as? [[String: Any]] ?? [] }) {
                for region in try #require(page["regions"] as? [[String: Any]]) {
                    let start = try #require(region["start"])
                    let position = try JSONDecoder().decode(
                        SourcePosition.self, from: JSONSerialization.data(withJSONObject: start))
                    #expect(
                        Self.canonical(JSONWriter.data(position, newline: false))
                            == Self.canonical(try JSONSerialization.data(withJSONObject: start)))
                }
            }
        }
        #expect(
            blockTypes.isSuperset(of: ["heading", "paragraph", "list", "quote", "code", "thematic-break", "photo"]),
            "\(blockTypes)")
        #expect(
            inlineTypes.isSuperset(of: ["text", "emphasis", "strong", "code", "link", "line-break", "styled"]),
            "\(inlineTypes)")
    }

    @Test func everyJSONWritableTypeIsExercised() throws {
        let root = FolioProcess.packageRoot
        var declared: Set<String> = []
        for folder in ["Sources", "Plugins"] {
            let base = root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                let pattern = #/(?:extension|struct|enum|class)\s+([A-Za-z0-9_.]+)\s*:[^{\n]*\bJSONWritable\b/#
                for match in text.matches(of: pattern) { declared.insert(String(match.1)) }
            }
        }
        #expect(declared.count >= Self.exercised.count - 1, "\(declared.sorted())")
        for name in declared.sorted() {
            #expect(
                Self.exercised[name] != nil,
                "\(name) conforms to JSONWritable; name the document that carries it in WireFormatTests.exercised")
        }
    }

    /// The names in a folder, sorted.
    static func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The JSON of the `<script type="application/json" id="ID">` element of an HTML file.
    static func script(in file: URL, id: String) throws -> Data {
        let text = try String(contentsOf: file, encoding: .utf8)
        let open = try #require(
            text.range(of: "<script type=\"application/json\" id=\"\(id)\">"),
            "\(file.lastPathComponent) has no JSON script '\(id)'")
        let close = try #require(text.range(of: "</script>", range: open.upperBound..<text.endIndex))
        return Data(text[open.upperBound..<close.lowerBound].utf8)
    }

    /// The JSON re-serialised with sorted keys, to compare values regardless of spelling.
    static func canonical(_ data: Data) -> Data? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) else { return nil }
        return try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    }

    static func collect(_ blocks: [Block], blocks kinds: inout Set<String>, inlines: inout Set<String>) {
        for block in blocks {
            kinds.insert(block.typeName)
            switch block {
            case .heading(_, let content), .paragraph(let content): collect(content, into: &inlines)
            case .list(let list): for item in list.items { collect(item, blocks: &kinds, inlines: &inlines) }
            case .quote(let content, _): collect(content, blocks: &kinds, inlines: &inlines)
            default: break
            }
        }
    }

    static func collect(_ content: [Inline], into kinds: inout Set<String>) {
        for inline in content {
            kinds.insert(inline.typeName)
            switch inline {
            case .emphasis(let inner), .strong(let inner), .link(_, _, let inner), .styled(_, let inner):
                collect(inner, into: &kinds)
            default: break
            }
        }
    }
}

/// Walks JSON text and checks that the keys of every object come in strictly increasing order
/// (Swift's `String` order, which `JSONWriter`'s callers follow). It reads only valid JSON; the
/// caller checks validity with `JSONSerialization`.
struct KeyOrder {
    let bytes: [UInt8]
    var index = 0
    var problems: [String] = []
    var keys: Set<String> = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func check() {
        skipSpace()
        value(path: "$")
    }

    private mutating func value(path: String) {
        skipSpace()
        guard index < bytes.count else { return }
        switch bytes[index] {
        case UInt8(ascii: "{"): object(path: path)
        case UInt8(ascii: "["): array(path: path)
        case UInt8(ascii: "\""): _ = string()
        default:
            while index < bytes.count, !",]} \n\r\t".utf8.contains(bytes[index]) { index += 1 }
        }
    }

    private mutating func object(path: String) {
        index += 1
        var previous: String?
        while true {
            skipSpace()
            if bytes[index] == UInt8(ascii: "}") { index += 1; return }
            if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace() }
            let key = string()
            keys.insert(key)
            if let previous, !(previous < key) { problems.append("\(path): '\(key)' after '\(previous)'") }
            previous = key
            skipSpace()
            index += 1  // the colon
            value(path: path + "." + key)
        }
    }

    private mutating func array(path: String) {
        index += 1
        var position = 0
        while true {
            skipSpace()
            if bytes[index] == UInt8(ascii: "]") { index += 1; return }
            if bytes[index] == UInt8(ascii: ",") { index += 1 }
            value(path: "\(path)[\(position)]")
            position += 1
        }
    }

    /// Reads a string literal and returns its value.
    private mutating func string() -> String {
        let start = index
        index += 1
        while bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        let literal = Data(bytes[start..<index])
        return (try? JSONDecoder().decode(String.self, from: literal)) ?? String(decoding: literal, as: UTF8.self)
    }

    private mutating func skipSpace() {
        while index < bytes.count, " \n\r\t".utf8.contains(bytes[index]) { index += 1 }
    }
}
