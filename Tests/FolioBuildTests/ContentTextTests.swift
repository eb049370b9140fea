import FolioLayout
import FolioModel
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

@Suite struct ContentTextTests {
    let file = ContentFile(relativePath: "a.md", url: URL(fileURLWithPath: "/tmp/a.md"), displayPath: "Content/a.md")

    @Test func decodesUTF8AndDropsTheByteOrderMark() throws {
        let text = try file.text(of: Data([0xEF, 0xBB, 0xBF] + Array("héllo".utf8))).get()
        #expect(text == "héllo")
    }

    @Test func namesTheByteOffsetLineAndColumnOfTheFirstBadByte() {
        let bytes = Array("line one\nab".utf8) + [0xC3, 0x28] + Array("cd".utf8)
        guard case .failure(let diagnostic) = file.text(of: Data(bytes)) else {
            Issue.record("invalid UTF-8 must fail")
            return
        }
        #expect(diagnostic.location == SourceLocation(path: "Content/a.md", line: 2, column: 3))
        #expect(diagnostic.message.contains("byte offset 11"))
        #expect(diagnostic.message.contains("0xC3"))
    }

    @Test func rejectsOverlongSurrogateAndTruncatedSequences() {
        #expect(UTF8Validation.firstInvalidOffset([0x41, 0xC0, 0x80]) == 1)  // overlong
        #expect(UTF8Validation.firstInvalidOffset([0xED, 0xA0, 0x80]) == 0)  // surrogate
        #expect(UTF8Validation.firstInvalidOffset([0x41, 0x42, 0xE2, 0x82]) == 2)  // truncated
        #expect(UTF8Validation.firstInvalidOffset([0xF4, 0x90, 0x80, 0x80]) == 0)  // above U+10FFFF
        #expect(UTF8Validation.firstInvalidOffset(Array("ok ✓ 🎉".utf8)) == nil)
    }
}
