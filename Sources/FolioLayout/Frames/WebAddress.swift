import Foundation

/// Web addresses written as plain text (`https://example.com/tides`), found in a cell frame's
/// lines so that the terminal links them with OSC 8 as it links Markdown links: `http://` or `https://` and
/// everything up to the next space, less the punctuation that ends a sentence around it
/// (a closing bracket only when the address has no opening one).
package enum WebAddress {
    /// The pieces of `text` in order, each with the address it is (nil for plain text).
    package static func split(_ text: String) -> [(text: Substring, url: String?)] {
        var pieces: [(text: Substring, url: String?)] = []
        var rest = text[...]
        while let start = firstScheme(in: rest) {
            var end = rest[start...].firstIndex(where: { $0 == " " || $0 == "\n" || $0 == "\t" }) ?? rest.endIndex
            while end > start, let last = rest[..<end].last, trailing(last, in: rest[start..<end]) {
                end = rest.index(before: end)
            }
            let candidate = rest[start..<end]
            guard candidate.count > candidate.prefix(while: { $0 != "/" }).count + 2 else {
                // A scheme with no host: text.
                pieces.append((text: rest[..<end], url: nil))
                rest = rest[end...]
                continue
            }
            if start > rest.startIndex { pieces.append((text: rest[..<start], url: nil)) }
            pieces.append((text: candidate, url: String(candidate)))
            rest = rest[end...]
        }
        if !rest.isEmpty { pieces.append((text: rest, url: nil)) }
        return pieces
    }

    private static func firstScheme(in text: Substring) -> Substring.Index? {
        let http = text.range(of: "http://")?.lowerBound
        let https = text.range(of: "https://")?.lowerBound
        switch (http, https) {
        case (let a?, let b?): return min(a, b)
        case (let a?, nil): return a
        case (nil, let b?): return b
        default: return nil
        }
    }

    private static func trailing(_ character: Character, in url: Substring) -> Bool {
        if ".,;:!?'\"".contains(character) { return true }
        if character == ")" { return !url.contains("(") }
        if character == "]" { return !url.contains("[") }
        return false
    }
}
