/// A small HTML tokenizer after the HTML standard's (WHATWG, "Tokenization"): tags with their
/// attributes (quoted, unquoted or bare), end tags, comments, declarations, CDATA as text,
/// character references, processing instructions up to `?>`, and the raw text of `script`, `style`, `textarea`, `title`,
/// `iframe`, `noscript`, `xmp` up to their end tag. What the standard calls a parse error
/// is read the way browsers recover from it, except that a tag left open at the end of the
/// input is kept as text rather than dropped, so no word is lost.
struct HTMLTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    /// Set after a start tag whose content is raw text: the name its end tag must have.
    private var rawTextEnd: String?

    /// Elements whose content is text up to their end tag, never markup.
    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title", "iframe", "noscript", "xmp"]
    /// Of those, the ones whose text still decodes character references.
    private static let decodingRawText: Set<String> = ["textarea", "title"]

    /// Tokenizes `text`.
    static func tokens(_ text: String) -> [HTMLToken] {
        var tokenizer = HTMLTokenizer(bytes: Array(text.utf8))
        return tokenizer.all()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func all() -> [HTMLToken] {
        var tokens: [HTMLToken] = []
        var textStart = 0
        func flushText(upTo end: Int, into tokens: inout [HTMLToken]) {
            guard textStart < end else { return }
            let raw = String(decoding: bytes[textStart..<end], as: UTF8.self)
            tokens.append(HTMLToken(kind: .text(HTMLCharacterReferences.decode(raw)), start: textStart, end: end))
        }
        while index < bytes.count {
            if let name = rawTextEnd {
                rawTextEnd = nil
                let end = rawTextEndIndex(name) ?? bytes.count
                if index < end {
                    let raw = String(decoding: bytes[index..<end], as: UTF8.self)
                    let text = Self.decodingRawText.contains(name) ? HTMLCharacterReferences.decode(raw) : raw
                    tokens.append(HTMLToken(kind: .text(text), start: index, end: end))
                }
                index = end
                textStart = end
                continue
            }
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let start = index
            guard let kind = markup() else {
                index = start + 1
                continue
            }
            flushText(upTo: start, into: &tokens)
            tokens.append(HTMLToken(kind: kind, start: start, end: index))
            textStart = index
            if case .startTag(let name, _, let selfClosing) = kind, !selfClosing, Self.rawTextElements.contains(name) {
                rawTextEnd = name
            }
        }
        flushText(upTo: bytes.count, into: &tokens)
        return tokens
    }

    /// Reads the markup at `index` (a `<`), moving past it; nil when the `<` opens no markup
    /// (it is then text).
    private mutating func markup() -> HTMLToken.Kind? {
        let next = byte(at: index + 1)
        if let next, isLetter(next) {
            return startTag()
        }
        if next == UInt8(ascii: "/"), let third = byte(at: index + 2), isLetter(third) {
            index += 2
            let name = readName()
            guard skip(past: UInt8(ascii: ">")) else { return nil }
            return .endTag(name: name)
        }
        if next == UInt8(ascii: "!") {
            if starts(with: "<!--") {
                let bodyStart = index + 4
                let close = find("-->", from: bodyStart) ?? bytes.count
                index = min(close + 3, bytes.count)
                return .comment(String(decoding: bytes[bodyStart..<close], as: UTF8.self))
            }
            if starts(with: "<![CDATA[") {
                let bodyStart = index + 9
                let close = find("]]>", from: bodyStart) ?? bytes.count
                index = min(close + 3, bytes.count)
                return .text(String(decoding: bytes[bodyStart..<close], as: UTF8.self))
            }
            let bodyStart = index + 2
            guard skip(past: UInt8(ascii: ">")) else { return nil }
            return .comment(String(decoding: bytes[bodyStart..<(index - 1)], as: UTF8.self))
        }
        if next == UInt8(ascii: "?") {
            // A processing instruction (`<?php ... ?>`) ends at `?>`, as CommonMark's HTML
            // blocks end it, so that none of its code is shown as text.
            let bodyStart = index + 2
            if let close = find("?>", from: bodyStart) {
                index = close + 2
                return .comment(String(decoding: bytes[bodyStart..<close], as: UTF8.self))
            }
            guard skip(past: UInt8(ascii: ">")) else { return nil }
            return .comment(String(decoding: bytes[bodyStart..<(index - 1)], as: UTF8.self))
        }
        return nil
    }

    private mutating func startTag() -> HTMLToken.Kind? {
        index += 1
        let name = readName()
        var attributes: [HTMLAttribute] = []
        var selfClosing = false
        while index < bytes.count {
            let current = bytes[index]
            if isSpace(current) {
                index += 1
            } else if current == UInt8(ascii: ">") {
                index += 1
                return .startTag(name: name, attributes: attributes, selfClosing: selfClosing)
            } else if current == UInt8(ascii: "/") {
                index += 1
                selfClosing = byte(at: index) == UInt8(ascii: ">")
            } else {
                attributes.append(attribute())
                selfClosing = false
            }
        }
        return nil
    }

    private mutating func attribute() -> HTMLAttribute {
        let nameStart = index
        index += 1  // the first byte belongs to the name, even `=`
        while let current = byte(at: index), !isSpace(current), current != UInt8(ascii: "/"),
            current != UInt8(ascii: ">"), current != UInt8(ascii: "=")
        {
            index += 1
        }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
        var probe = index
        while let current = byte(at: probe), isSpace(current) { probe += 1 }
        guard byte(at: probe) == UInt8(ascii: "=") else { return HTMLAttribute(name: name, value: "") }
        index = probe + 1
        while let current = byte(at: index), isSpace(current) { index += 1 }
        let value: String
        if let quote = byte(at: index), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let valueStart = index + 1
            var close = valueStart
            while close < bytes.count, bytes[close] != quote { close += 1 }
            value = String(decoding: bytes[valueStart..<close], as: UTF8.self)
            index = min(close + 1, bytes.count)
        } else {
            let valueStart = index
            while let current = byte(at: index), !isSpace(current), current != UInt8(ascii: ">") { index += 1 }
            value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
        }
        return HTMLAttribute(name: name, value: HTMLCharacterReferences.decode(value))
    }

    /// A tag name: up to whitespace, `/` or `>`, in lower case.
    private mutating func readName() -> String {
        let start = index
        while let current = byte(at: index), !isSpace(current), current != UInt8(ascii: "/"),
            current != UInt8(ascii: ">")
        {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
    }

    /// Where the end tag `</name` of raw text starts, from `index` on.
    private func rawTextEndIndex(_ name: String) -> Int? {
        let pattern = Array("</\(name)".utf8)
        var probe = index
        while probe + pattern.count <= bytes.count {
            if bytes[probe] == UInt8(ascii: "<"), bytes[probe + 1] == UInt8(ascii: "/") {
                var matches = true
                for offset in 2..<pattern.count where lowercased(bytes[probe + offset]) != pattern[offset] {
                    matches = false
                    break
                }
                let after = byte(at: probe + pattern.count)
                if matches, after == nil || isSpace(after!) || after == UInt8(ascii: ">") || after == UInt8(ascii: "/")
                {
                    return probe
                }
            }
            probe += 1
        }
        return nil
    }

    private mutating func skip(past terminator: UInt8) -> Bool {
        while index < bytes.count {
            defer { index += 1 }
            if bytes[index] == terminator { return true }
        }
        return false
    }

    private func starts(with prefix: String) -> Bool {
        let pattern = Array(prefix.utf8)
        guard index + pattern.count <= bytes.count else { return false }
        for (offset, byte) in pattern.enumerated() where lowercased(bytes[index + offset]) != lowercased(byte) {
            return false
        }
        return true
    }

    private func find(_ needle: String, from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        var probe = start
        while probe + pattern.count <= bytes.count {
            if bytes[probe..<(probe + pattern.count)].elementsEqual(pattern) { return probe }
            probe += 1
        }
        return nil
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
