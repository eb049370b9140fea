import FolioModel
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI
@testable import HTMLSink

/// The byte-wise `HTMLEscaping.escape` against the scalar-by-scalar definition it replaced.
@Suite struct HTMLEscapingBytesTests {
    static func reference(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if ControlCharacters.contains(scalar) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test func matchesTheScalarDefinitionOnAwkwardText() {
        let pieces = [
            "a", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "Â", "é",
            "\u{2028}", "🌊", "\u{85}", "¢", "plain words ", "\u{1B}[31m",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            #expect(
                HTMLEscaping.escape(text) == Self.reference(text),
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(HTMLEscaping.escape("no change at all") == "no change at all")
    }
}
