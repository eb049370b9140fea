import Foundation
import Testing

@testable import FolioText

/// Loading faces from untrusted bytes.
@Suite struct FontFaceTests {
    @Test func loadsTheRepositorysWOFF2Face() throws {
        let face = try TestFonts.caladea()
        #expect(face.familyName == "Caladea")
        #expect(face.unitsPerEm == 1000)
        #expect(face.glyph(for: "A") != nil)
        #expect(face.covers("Ærø Straße"))
        #expect(!face.covers("ภาษาไทย"))
    }

    @Test func loadsEachFaceOfACollection() throws {
        let japanese = try FontFinder().face(for: .han, language: "ja")
        let korean = try FontFinder().face(for: .hangul)
        #expect(japanese.path == korean.path)
        #expect(japanese.path.hasSuffix(".ttc"))
        #expect(try japanese.load().familyName == "Noto Sans CJK JP")
        #expect(try korean.load().familyName == "Noto Sans CJK KR")
        let data = try Data(contentsOf: URL(fileURLWithPath: japanese.path))
        #expect(throws: FontFaceError.noSuchFace(index: 40, faces: 10)) { try FontFace(data: data, index: 40) }
    }

    @Test func refusesBytesThatAreNotAFont() throws {
        #expect(throws: FontFaceError.notAFont) { try FontFace(data: Data("not a font at all".utf8)) }
        #expect(throws: FontFaceError.notAFont) { try FontFace(data: Data()) }
        #expect(throws: FontFaceError.woff1) { try FontFace(data: Data([0x77, 0x4F, 0x46, 0x46, 0, 1, 0, 0])) }
        let woff2 = try Data(contentsOf: TestFonts.repositoryFonts.appendingPathComponent("Caladea-Regular.woff2"))
        #expect(throws: FontFaceError.damagedWOFF2) { try FontFace(data: woff2.prefix(woff2.count / 2)) }
        // A TrueType header that promises tables the bytes do not hold.
        var truncated = Data([0, 1, 0, 0, 0, 4, 0, 64, 0, 2, 0, 0])
        truncated.append(contentsOf: [UInt8](repeating: 0xFF, count: 40))
        #expect(throws: FontFaceError.notAFont) { try FontFace(data: truncated) }
    }

    @Test func errorsSayWhatIsWrong() {
        #expect(FontFaceError.woff1.description.contains("convert it to WOFF2"))
        #expect(
            FontFaceError.tooLarge(bytes: 70_000_000, limit: FontFace.maximumBytes).description
                == "a font file of 70000000 bytes, above the 67108864-byte limit")
    }
}
