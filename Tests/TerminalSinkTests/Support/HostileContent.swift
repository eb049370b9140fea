import FolioImaging
import Foundation

@testable import TerminalSink

/// A content folder whose every text field tries to send control sequences to the terminal:
/// clear screen (ESC [ 2J), an OSC 52 clipboard write, a C1 CSI (U+009B) and BEL, in an
/// article's title, front matter author, paragraph and code, and a park's name and caption.
enum HostileContent {
    static let esc = "\u{1B}"
    static let bel = "\u{07}"
    static let c1 = "\u{9B}"
    /// An OSC 52 that would put "evil" on the clipboard.
    static let clipboard = "\u{1B}]52;c;ZXZpbA==\u{07}"

    /// Writes the folder and returns it.
    static func make() throws -> URL {
        let root = try Folio.scratch()
        let articles = root.appendingPathComponent("articles")
        let park = root.appendingPathComponent("parks/park")
        try FileManager.default.createDirectory(at: articles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: park, withIntermediateDirectories: true)
        let markdown = """
            ---
            title: "Evil \\e[2J Title \\e]52;c;ZXZpbA==\\a"
            author: "Mallory \\e[31m \\x9B2J \\a"
            ---

            A paragraph with \(esc)[2J a clear, \(clipboard) a clipboard write, \(c1)31m a C1 CSI and a bell\(bel).

            ```
            code \(esc)[2J \(c1)1m \(bel) \(clipboard)
            ```

            """
        try Data(markdown.utf8).write(to: articles.appendingPathComponent("evil.md"))
        let parks: [[String: Any]] = [
            [
                "name": "Park \(c1)2J \(esc)[2J",
                "photos": [["imageName": "park/pic", "caption": "Caption \(clipboard) \(esc)[2J \(bel)"]],
            ]
        ]
        let plist = try PropertyListSerialization.data(fromPropertyList: parks, format: .binary, options: 0)
        try plist.write(to: root.appendingPathComponent("parks/parks.plist"))
        let image = RasterImage(width: 16, height: 8, red: 200, green: 80, blue: 40)
        try PNGCodec.encode(image).write(to: park.appendingPathComponent("pic.png"))
        return root
    }

    /// Every escape sequence in `bytes` that the executor does not emit itself (cursor moves,
    /// SGR, the private modes it sets and resets, OSC 8 hyperlinks), and every other control
    /// character: what content would have smuggled through.
    static func foreignControls(in bytes: [UInt8]) -> [String] {
        // The preview's own questions to the terminal (kitty graphics, XTVERSION, cell size,
        // Device Attributes), sent once at the start, are the executor's too.
        let query = Array(TerminalReplies.queries.utf8)
        var bytes = bytes
        if let start = (0...max(bytes.count - query.count, 0)).first(where: { bytes[$0...].starts(with: query) }) {
            bytes.removeSubrange(start..<(start + query.count))
        }
        var foreign: [String] = []
        var index = 0
        func describe(_ range: Range<Int>) -> String {
            bytes[range].map { $0 < 0x20 || $0 == 0x7F ? "^\($0)" : String(UnicodeScalar($0)) }.joined()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                let start = index
                index += 1
                guard index < bytes.count else { foreign.append("ESC at end"); break }
                if bytes[index] == UInt8(ascii: "[") {
                    index += 1
                    var parameters = ""
                    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
                        parameters.unicodeScalars.append(UnicodeScalar(bytes[index]))
                        index += 1
                    }
                    guard index < bytes.count else { foreign.append(describe(start..<index)); break }
                    let final = UnicodeScalar(bytes[index])
                    index += 1
                    let allowed: Bool
                    switch final {
                    case "H", "m": allowed = !parameters.contains("?")
                    // The alternate screen, the cursor, autowrap, and the bidi mode (8: explicit
                    // while the preview runs, its frames being in display order already).
                    case "h", "l": allowed = ["?1049", "?25", "?7", "8"].contains(parameters)
                    default: allowed = false
                    }
                    if !allowed { foreign.append(describe(start..<index)) }
                } else if bytes[index...].starts(with: Array("]8;;".utf8)) {
                    index += 4
                    while index < bytes.count, bytes[index] != 0x1B {
                        if !(0x21...0x7E).contains(bytes[index]) {
                            foreign.append("bad byte \(bytes[index]) in a link")
                        }
                        index += 1
                    }
                    if !bytes[index...].starts(with: [0x1B, UInt8(ascii: "\\")]) {
                        foreign.append(describe(start..<index))
                    }
                    index += 2
                } else {
                    foreign.append(describe(start..<min(index + 8, bytes.count)))
                }
                continue
            }
            if byte < 0x20 && byte != 0x0A || byte == 0x7F { foreign.append("^\(byte)") }
            index += 1
        }
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where (0x80...0x9F).contains(scalar.value) {
            foreign.append("C1 U+\(String(scalar.value, radix: 16))")
        }
        return foreign
    }
}
