import CCairo
import FolioLayout
import Foundation
import Testing

@testable import PDFCairo

/// The PDF sink's boundary with cairo and FreeType, run under AddressSanitizer and
/// LeakSanitizer by scripts/sanitize: every object the wrapper makes (the PDF surface and its
/// cairo_t, FreeType faces held by cairo font faces, image surfaces with their JPEG bytes as
/// mime data) is made, drawn with, handed over and freed, including a font face whose Swift
/// wrapper goes before the surface has written its subset, and clusters cairo would refuse.
@Suite struct CairoBoundaryTests {
    /// A 48 × 32 JPEG (computed, not stored: a static Data would look leaked to LeakSanitizer).
    static var jpeg: Data {
        Data(
            base64Encoded:
                "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAgADADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDLooorkOoKKKKACiiigAooooAKKKKACiiigD//2Q=="
        )!
    }
    static let font = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"

    @Test func writesAPDFWithFontsImagesTagsAndOutline() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairo-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.font)))
        do {
            let document = try CairoDocument(url: url)
            document.setMetadata(title: "Boundary", author: "A. Writer", subject: nil, date: "2026-11-26")
            document.beginPage(width: 595.276, height: 841.89, label: "i")
            document.destination("first", x: 0, y: 0)
            document.addOutline("First", destination: "first")
            do {
                // The wrapper goes at the end of this scope; cairo keeps the face (and FreeType's)
                // until the surface has written its subset.
                let face = try #require(CairoFontFace(bytes: bytes, index: 0))
                let glyphs = (0..<5).map {
                    TypesetLine.Glyph(id: UInt32(40 + $0), x: 72 + Double($0) * 8, y: 100, textOffset: $0)
                }
                document.tagged("P") {
                    document.draw(glyphs, text: "Hello", rightToLeft: false, face: face, size: 12, color: 0x1D1B18)
                    // Right to left: glyphs in drawing order, the text's last cluster first;
                    // two characters drawn by one glyph (a ligature).
                    let backward = [2, 0].enumerated().map {
                        TypesetLine.Glyph(id: 50, x: 200 + Double($0.offset) * 8, y: 120, textOffset: $0.element)
                    }
                    document.draw(backward, text: "abc", rightToLeft: true, face: face, size: 12, color: 0)
                    // Clusters out of order: drawn without text, and cairo stays usable.
                    let tangled = [3, 1].map { TypesetLine.Glyph(id: 60, x: 300, y: 140, textOffset: $0) }
                    document.draw(tangled, text: "abcd", rightToLeft: false, face: face, size: 12, color: 0)
                }
                document.link(uri: "https://example.org/it's") {
                    document.draw(glyphs, text: "Hello", rightToLeft: false, face: face, size: 12, color: 0x7A3B12)
                }
            }
            let photo = try #require(CairoImage(jpeg: Self.jpeg, width: 48, height: 32, uniqueID: "bird"))
            document.beginPage(width: 640, height: 840, label: "1")
            document.tagged("Figure") { document.draw(photo, x: 40, y: 40, width: 96, height: 64) }
            document.fill(x: 40, y: 200, width: 100, height: 1, color: 0xB9AE9A)
            #expect(CairoFontFace(bytes: [0, 1, 2, 3], index: 0) == nil)
            #expect(CairoImage(png: Self.jpeg) == nil)
            try document.finish()
        }
        let written = try Data(contentsOf: url)
        let text = String(decoding: written, as: UTF8.self)
        #expect(written.starts(with: Array("%PDF-1.5".utf8)))
        #expect(text.contains("/FontFile2"), "the face is embedded")
        #expect(text.contains("/DCTDecode"), "the JPEG goes in as it is")
        #expect(text.contains("/Outlines") && text.contains("/PageLabels") && text.contains("/StructTreeRoot"))
        #expect(text.components(separatedBy: "/Type /Page %").count - 1 == 2)
    }

    static let emojiFont = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// The glyph of `character` in the font file at `path` (FreeType's cmap lookup).
    static func glyph(of character: Unicode.Scalar, inFontAt path: String) -> UInt32 {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return 0 }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return 0 }
        defer { FT_Done_Face(face) }
        return FT_Get_Char_Index(face, FT_ULong(character.value))
    }

    /// cairo 1.16 draws a colour glyph (an emoji) as an image; when that is the first thing
    /// drawn on a page, its recording of the page used to start again from there, dropping the
    /// structure tags and destinations begun before it, and the file failed with "invalid tag
    /// name, attributes, or nesting" (issue 39). Every page here begins with an emoji inside a
    /// structure tag (and a link, and after a destination), on its own and before text.
    @Test func aPageThatBeginsWithAColourGlyphKeepsItsTagsAndDestinations() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairo-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let emojiBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.emojiFont)))
        let textBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.font)))
        let party = Self.glyph(of: "🎉", inFontAt: Self.emojiFont)
        try #require(party != 0)
        do {
            let document = try CairoDocument(url: url)
            let emoji = try #require(CairoFontFace(bytes: emojiBytes, index: 0))
            let text = try #require(CairoFontFace(bytes: textBytes, index: 0))
            #expect(emoji.hasColourGlyphs && !text.hasColourGlyphs)
            let glyph = [TypesetLine.Glyph(id: party, x: 40, y: 60, textOffset: 0)]
            let word = (0..<3).map {
                TypesetLine.Glyph(id: UInt32(40 + $0), x: 70 + Double($0) * 8, y: 60, textOffset: $0)
            }
            for (page, tag) in ["H1", "H3", "P", "Link"].enumerated() {
                document.beginPage(width: 300, height: 400, label: "\(page + 1)")
                document.destination("page-\(page + 1)", x: 0, y: 0)
                document.addOutline("Page \(page + 1)", destination: "page-\(page + 1)")
                let body = {
                    document.draw(glyph, text: "🎉", rightToLeft: false, face: emoji, size: 18, color: 0)
                    if page % 2 == 0 {
                        document.draw(word, text: "abc", rightToLeft: false, face: text, size: 12, color: 0)
                    }
                }
                if tag == "Link" {
                    document.tagged("P") { document.link(uri: "https://example.org/", body) }
                } else {
                    document.tagged(tag) { body() }
                }
                try document.endPage()
            }
            try document.finish()
        }
        let written = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(written.contains("/S /H1") && written.contains("/S /H3") && written.contains("/S /P"))
        for page in 1...4 { #expect(written.contains("(page-\(page))"), "the destination of page \(page)") }
        #expect(written.components(separatedBy: "/Type /Page %").count - 1 == 4)
    }

    /// A cover's photo over the whole page, clipped a hair short of its foot
    /// (`CairoDocument.fullPageInset`), keeps the Figure tag begun for it and the heading over it,
    /// and a veil (a gradient with opacity) over it draws: the page ends without an error.
    @Test func aPhotoOverTheWholePageKeepsItsTagUnderAVeil() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairo-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let document = try CairoDocument(url: url)
            let photo = try #require(CairoImage(jpeg: Self.jpeg, width: 48, height: 32, uniqueID: "cover"))
            document.beginPage(width: 400, height: 680, label: "1")
            document.destination("cover", x: 0, y: 0)
            document.tagged("Figure") {
                document.clipped(x: 0, y: 0, width: 400, height: 680 - CairoDocument.fullPageInset) {
                    document.draw(photo, x: -310, y: 0, width: 1020, height: 680)
                }
            }
            document.veil(x: 0, width: 400, top: 0, solidTop: 0, solidBottom: 180, bottom: 260, opacity: 0.56)
            document.veil(x: 0, width: 400, top: 480, solidTop: 560, solidBottom: 680, bottom: 680, opacity: 0.4)
            document.tagged("H1") { document.fill(x: 24, y: 24, width: 200, height: 30, color: 0xFFFFFF) }
            try document.endPage()
            try document.finish()
        }
        let written = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(written.contains("/S /Figure") && written.contains("/S /H1"))
    }

    /// A link's address reaches the file in printable ASCII: a lone parenthesis (which would
    /// end cairo's literal string early), a backslash and non-ASCII text are percent-encoded.
    @Test func aLinksAddressIsWrittenInPrintableASCII() throws {
        #expect(
            CairoDocument.asciiURI("https://example.org/a)b\\c é%41") == "https://example.org/a%29b%5Cc%20%C3%A9%41")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairo-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let document = try CairoDocument(url: url)
            document.beginPage(width: 100, height: 100, label: "1")
            document.tagged("P") {
                document.link(uri: "https://example.org/wiki/Tide_(sea)x)") {
                    document.fill(x: 10, y: 10, width: 20, height: 5, color: 0)
                }
            }
            try document.finish()
        }
        let written = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(written.contains("/URI (https://example.org/wiki/Tide_%28sea%29x%29)"))
    }

    /// What cairo refuses on a page is thrown when the page ends, in cairo's words, and the
    /// document says so from then on.
    @Test func aPageCairoRefusesThrowsWhenItEnds() throws {
        let document = try CairoDocument(url: URL(fileURLWithPath: "/dev/null"))
        document.beginPage(width: 100, height: 100, label: "1")
        document.tagged("P") { document.fill(x: 10, y: 10, width: 20, height: 5, color: 0) }
        try document.endPage()
        #expect(document.failure == nil)
        document.beginPage(width: 100, height: 100, label: "2")
        document.tagged("NotAStructureTag") { document.fill(x: 10, y: 10, width: 20, height: 5, color: 0) }
        #expect(throws: CairoError.self) { try document.endPage() }
        #expect(document.failure == "invalid tag name, attributes, or nesting")
    }
}
