import Foundation
import Testing

@testable import FolioText

/// The WOFF2 writer (Brotli, null transforms) against woff2's own decoder.
@Suite struct WOFF2Tests {
    @Test(arguments: [Script.thai, .han])
    func aFontComesBackTableForTable(_ script: Script) throws {
        let text = script == .thai ? "ภาษาไทยง่ายนิดเดียว" : "日本の旅"
        let face = try TestFonts.noto(script, language: script == .han ? "ja" : "th", covering: text)
        let sfnt = try FontSubsetter.subset(face, text: text, glyphs: Set(face.shape(text).glyphs.map(\.glyph)))
        let woff2 = try WOFF2.encode(sfnt)
        #expect(woff2.count < sfnt.count)
        #expect(woff2.count % 4 == 0)
        let decoded = try #require(WOFF2.decode(woff2))
        let original = Self.tables(of: sfnt)
        let again = Self.tables(of: decoded)
        #expect(original.count > 5)
        #expect(Set(again.keys) == Set(original.keys))
        for (tag, bytes) in original {
            // The decoder writes head's checkSumAdjustment (bytes 8 to 11) for the font it makes.
            let skipped = tag == "head" ? 8..<12 : 0..<0
            let mine = bytes.enumerated().filter { !skipped.contains($0.offset) }.map(\.element)
            let theirs = (again[tag] ?? Data()).enumerated().filter { !skipped.contains($0.offset) }.map(\.element)
            #expect(mine == theirs, "table \(tag)")
        }
    }

    @Test func refusesWhatIsNotASingleFont() throws {
        #expect(throws: TextEngineError.self) { try WOFF2.encode(Data("not a font".utf8)) }
        let collection = try Data(
            contentsOf: URL(fileURLWithPath: try FontFinder().face(for: .han, language: "ja").path),
            options: .alwaysMapped)
        #expect(throws: TextEngineError.self) { try WOFF2.encode(collection.prefix(4096)) }
        // A table record that points past the end of the bytes.
        var lying = Data([0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0])
        lying.append(contentsOf: Array("cmap".utf8) + [0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 1, 0])
        #expect(throws: TextEngineError.self) { try WOFF2.encode(lying) }
        #expect(WOFF2.decode(Data("wOF2 and nothing else".utf8)) == nil)
    }

    /// The tables of an sfnt font by tag.
    static func tables(of sfnt: Data) -> [String: Data] {
        let bytes = [UInt8](sfnt)
        func read32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        var tables: [String: Data] = [:]
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            let offset = read32(record + 8)
            tables[tag] = Data(bytes[offset..<offset + read32(record + 12)])
        }
        return tables
    }
}
