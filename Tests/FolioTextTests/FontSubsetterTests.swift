import Foundation
import Testing

@testable import FolioText

/// Subsets in WOFF2: decoded by fontTools (as an independent reader) and by HarfBuzz again.
@Suite struct FontSubsetterTests {
    static let paragraphs: [(Script, String, String)] = [
        (.thai, "th", "ภาษาไทยง่ายนิดเดียว ที่นี่มีทะเลสวย"),
        (.arabic, "ar", "مرحبا بالعالم، هذه مجلة عن السفر"),
        (.han, "ja", "日本の旅は、ちょっと長い。"),
    ]

    @Test(arguments: paragraphs.indices)
    func aShippedSubsetHoldsTheTextsCharactersAndShapesTheSame(_ which: Int) throws {
        let (script, language, text) = Self.paragraphs[which]
        let found = try FontFinder().face(for: script, language: language, covering: text)
        let face = try found.load()
        let run = face.shape(text, language: language)
        let used = Set(run.glyphs.map(\.glyph))
        let woff2 = try WOFF2.encode(try FontSubsetter.subset(face, text: text, glyphs: used))
        #expect(woff2.starts(with: WOFF2.signature))

        // HarfBuzz again: the subset shapes the text to the same advances, with no glyph missing.
        let reloaded = try FontFace(data: woff2)
        let again = reloaded.shape(text, language: language)
        #expect(!again.hasMissingGlyphs)
        #expect(again.glyphs.map(\.advance) == run.glyphs.map(\.advance))
        #expect(reloaded.glyphCount < face.glyphCount / 2)

        // fontTools: the character map holds exactly the text's characters, plus those the
        // original face maps to a glyph the text uses (Arabic presentation forms for the joined
        // letters, CJK radicals drawn as the ideograph).
        let report = try FontToolsReport(woff2: woff2)
        let original = try FontToolsReport(font: URL(fileURLWithPath: found.path), index: found.index)
        let usedNames = Set(used.map { original.glyphOrder[Int($0)] })
        let sharing = original.cmap.filter { usedNames.contains($0.value) }.keys
        #expect(Set(report.cmap.keys) == Set(text.unicodeScalars.map(\.value)).union(sharing))
        #expect(report.flavor == "woff2")
    }

    @Test func aGlyphOnlySubsetHoldsExactlyTheUsedGlyphs() throws {
        let found = try FontFinder().face(for: .latin)
        let face = try found.load()
        let text = "Office affairs"
        let used = Set(face.shape(text).glyphs.map(\.glyph))
        let woff2 = try WOFF2.encode(try FontSubsetter.subset(face, text: text, glyphs: used, layout: .dropped))
        let report = try FontToolsReport(woff2: woff2)
        let original = try FontToolsReport(font: URL(fileURLWithPath: found.path), index: found.index)
        // The used glyphs (the ligatures "f_f_i" and "f_f" among them), plus .notdef and the
        // parts of composite glyphs: as many, with the same advances (the subset renames glyphs,
        // its names are not kept).
        let usedNames = Set(used.map { original.glyphOrder[Int($0)] })
        #expect(usedNames.isSuperset(of: ["f_f_i", "f_f"]))
        let kept = original.withComponents(usedNames.union([".notdef"]))
        #expect(report.glyphOrder.count == kept.count)
        #expect(report.advances.sorted() == kept.map { original.advance(of: $0) }.sorted())
        // The character map only for characters whose own glyph is used: not f (drawn only in
        // ligatures), but the ligatures' own code points (U+FB00, U+FB03).
        let mapped = Set(original.cmap.filter { usedNames.contains($0.value) }.keys)
        #expect(mapped.isSuperset(of: [0xFB00, 0xFB03]) && !mapped.contains(0x66))
        #expect(Set(report.cmap.keys) == mapped)
    }
}

/// What fontTools (PyPI fonttools, with brotli for WOFF2) reads in a font file: its flavor, its
/// glyph names in order, and its best character map (code point to glyph name).
struct FontToolsReport {
    private struct Output: Decodable {
        let flavor: String?
        let glyphOrder: [String]
        let cmap: [String: String]
        let components: [String: [String]]
        let advances: [Int]
    }

    let flavor: String?
    let glyphOrder: [String]
    let cmap: [UInt32: String]
    /// Each glyph's advance width, in glyph order.
    let advances: [Int]
    /// The parts of each composite glyph (TrueType outlines only).
    let components: [String: [String]]

    /// The advance width of the glyph `name`.
    func advance(of name: String) -> Int {
        glyphOrder.firstIndex(of: name).map { advances[$0] } ?? -1
    }

    /// `names` and every glyph they are made of.
    func withComponents(_ names: Set<String>) -> Set<String> {
        var all = names
        var pending = Array(names)
        while let name = pending.popLast() {
            for part in components[name] ?? [] where all.insert(part).inserted { pending.append(part) }
        }
        return all
    }

    init(woff2: Data) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("folio-subset-\(UUID()).woff2")
        try woff2.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try self.init(font: file)
    }

    init(font: URL, index: Int = 0) throws {
        let script = """
            import json, sys
            from fontTools.ttLib import TTFont
            font = TTFont(sys.argv[1], fontNumber=int(sys.argv[2]), lazy=True)
            cmap = font.getBestCmap() or {}
            order = font.getGlyphOrder()
            components = {}
            if "glyf" in font and len(order) < 10000:
                glyf = font["glyf"]
                components = {n: glyf[n].getComponentNames(glyf) for n in order if glyf[n].isComposite()}
            advances = [font["hmtx"][n][0] for n in order]
            print(json.dumps({
                "flavor": font.flavor, "glyphOrder": order, "cmap": cmap, "components": components, "advances": advances
            }))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, font.path, String(index)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "fontTools could not read \(font.lastPathComponent)")
        let decoded = try JSONDecoder().decode(Output.self, from: data)
        flavor = decoded.flavor
        glyphOrder = decoded.glyphOrder
        components = decoded.components
        advances = decoded.advances
        cmap = Dictionary(uniqueKeysWithValues: decoded.cmap.compactMap { key, name in UInt32(key).map { ($0, name) } })
    }
}
