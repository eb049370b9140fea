/// What a terminal answered to the preview's queries, read from the bytes it sent back:
/// the kitty graphics query (`ESC _ G i=31;OK ESC \`), XTVERSION (`ESC P >| name ESC \`),
/// the cell size in pixels (`ESC [ 6 ; height ; width t`) and Primary Device Attributes
/// (`ESC [ ? 62 ; 4 ; 22 c`, where 4 means sixel). Every terminal since the VT100 answers
/// Device Attributes, so its reply, asked last, says the others are in.
struct TerminalReplies: Equatable, Sendable {
    /// The kitty graphics query was answered OK.
    var kittyGraphics = false
    /// The Device Attributes reply's parameters, nil until it arrived.
    var deviceAttributes: [Int]?
    /// The terminal's name and version, from XTVERSION.
    var version: String?
    /// A cell's size in pixels.
    var cellSize: (width: Int, height: Int)?

    static func == (lhs: TerminalReplies, rhs: TerminalReplies) -> Bool {
        lhs.kittyGraphics == rhs.kittyGraphics && lhs.deviceAttributes == rhs.deviceAttributes
            && lhs.version == rhs.version
            && lhs.cellSize?.width == rhs.cellSize?.width && lhs.cellSize?.height == rhs.cellSize?.height
    }

    /// Whether the last reply (Device Attributes) has arrived.
    var isComplete: Bool { deviceAttributes != nil }

    /// Whether the terminal says it draws sixel.
    var sixel: Bool { deviceAttributes?.dropFirst().contains(4) ?? false }

    /// The queries, in the order the replies are read: kitty graphics (a 1×1 image, query
    /// only), XTVERSION, the cell size, then Device Attributes.
    static let queries = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[>0q" + "\u{1B}[16t" + "\u{1B}[c"

    /// The replies in `bytes`; anything else (keys pressed meanwhile) is skipped.
    static func parse(_ bytes: [UInt8]) -> TerminalReplies {
        var replies = TerminalReplies()
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                index += 1
                continue
            }
            let introducer = bytes[index + 1]
            if introducer == UInt8(ascii: "_") || introducer == UInt8(ascii: "P") {
                // APC or DCS string, up to ST (ESC \) or BEL.
                var end = index + 2
                while end < bytes.count, bytes[end] != 0x07,
                    !(bytes[end] == 0x1B && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\\"))
                {
                    end += 1
                }
                let body = String(decoding: bytes[(index + 2)..<min(end, bytes.count)], as: UTF8.self)
                if introducer == UInt8(ascii: "_"), body.hasPrefix("Gi=31"), body.hasSuffix(";OK") {
                    replies.kittyGraphics = true
                }
                if introducer == UInt8(ascii: "P"), body.hasPrefix(">|") { replies.version = String(body.dropFirst(2)) }
                index = end + (end < bytes.count && bytes[end] == 0x07 ? 1 : 2)
            } else if introducer == UInt8(ascii: "[") {
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else { break }
                let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                let numbers = parameters.trimmingPrefix("?").split(separator: ";").compactMap { Int($0) }
                if bytes[end] == UInt8(ascii: "c"), parameters.hasPrefix("?") { replies.deviceAttributes = numbers }
                if bytes[end] == UInt8(ascii: "t"), numbers.count == 3, numbers[0] == 6, numbers[1] > 0, numbers[2] > 0
                {
                    replies.cellSize = (numbers[2], numbers[1])
                }
                index = end + 1
            } else {
                index += 1
            }
        }
        return replies
    }
}
