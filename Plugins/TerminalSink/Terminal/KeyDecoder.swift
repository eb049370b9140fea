import FolioPluginAPI

/// Turns the bytes a terminal sends for key presses into preview inputs: arrow keys
/// (`ESC [ A` and `ESC O A` forms), Page Up/Down, Enter, Escape, Tab and Shift-Tab (`ESC [ Z`),
/// Backspace, Ctrl-C, Ctrl-Z, Ctrl-L, and printable characters in any script (UTF-8), each a
/// `character` (the controller decides whether it is a letter of the search line's words or the
/// key it stands for). A lone ESC at the end of what was read is the Escape key.
struct KeyDecoder {
    /// The inputs in `bytes`, in order; bytes that are no key are skipped (an unfinished UTF-8
    /// character at the end too: `unfinishedTail(of:)` says how long it is).
    static func inputs(in bytes: [UInt8]) -> [PreviewInput] {
        var inputs: [PreviewInput] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isText(byte) {
                // A run of printable characters, decoded together so that a character's combining
                // marks (a Thai vowel, a Devanagari sign) stay with it.
                let start = index
                while index < bytes.count, isText(bytes[index]) { index += 1 }
                inputs += characters(in: bytes[start..<index])
                continue
            }
            index += 1
            if byte == 0x1B {
                let (input, length) = escapeSequence(bytes[index...])
                index += length
                if let input { inputs.append(input) }
                continue
            }
            if let input = control(byte) { inputs.append(input) }
        }
        return inputs
    }

    /// How many bytes at the end of `bytes` are the start of a UTF-8 character whose other bytes
    /// have not been read yet (0 when none): the caller keeps them for the next read.
    static func unfinishedTail(of bytes: [UInt8]) -> Int {
        guard !bytes.isEmpty else { return 0 }
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            guard byte & 0xC0 == 0x80 else {
                // The last byte that is not a continuation: a lead byte wanting more than it has?
                let wanted = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return wanted > back ? back : 0
            }
        }
        return 0
    }

    /// Printable ASCII and every byte of a UTF-8 character beyond ASCII.
    private static func isText(_ byte: UInt8) -> Bool {
        (0x20..<0x7F).contains(byte) || byte >= 0x80
    }

    /// The characters of a run of text bytes; bytes that are no UTF-8, and control characters
    /// (C1), are left out.
    private static func characters(in bytes: ArraySlice<UInt8>) -> [PreviewInput] {
        String(decoding: bytes, as: UTF8.self).compactMap { character in
            character.unicodeScalars.contains { $0 == "\u{FFFD}" || ControlCharacters.contains($0) }
                ? nil : .character(character)
        }
    }

    private static func control(_ byte: UInt8) -> PreviewInput? {
        switch byte {
        case 0x03: .interrupt  // Ctrl-C in raw mode
        case 0x1A: .suspend  // Ctrl-Z in raw mode
        case 0x0C: .redraw  // Ctrl-L
        case 0x0D, 0x0A: .key(.enter)
        case 0x09: .nextLine  // Tab
        case 0x7F, 0x08: .back  // Backspace (DEL, or ^H)
        default: nil
        }
    }

    /// The input after an ESC and how many bytes after the ESC it took.
    private static func escapeSequence(_ rest: ArraySlice<UInt8>) -> (PreviewInput?, Int) {
        guard let first = rest.first else { return (.key(.escape), 0) }
        if first == UInt8(ascii: "_") || first == UInt8(ascii: "P") || first == UInt8(ascii: "]") {
            // An APC, DCS or OSC string: a terminal's late answer to the preview's queries
            // (`ESC _ G … ESC \`, `ESC P > | … ESC \`), never a key.
            var length = 1
            var previous: UInt8 = 0
            for byte in rest.dropFirst() {
                length += 1
                if byte == 0x07 || (previous == 0x1B && byte == UInt8(ascii: "\\")) { break }
                previous = byte
            }
            return (nil, length)
        }
        guard first == UInt8(ascii: "[") || first == UInt8(ascii: "O") else { return (.key(.escape), 0) }
        // CSI or SS3: parameters, then a final byte from 0x40 to 0x7E.
        var length = 1
        var parameters = ""
        for byte in rest.dropFirst() {
            length += 1
            if (0x40...0x7E).contains(byte) {
                return (csi(final: byte, parameters: parameters), length)
            }
            parameters.unicodeScalars.append(UnicodeScalar(byte))
            if length > 16 { break }
        }
        return (nil, length)
    }

    private static func csi(final: UInt8, parameters: String) -> PreviewInput? {
        switch (final, parameters) {
        case (UInt8(ascii: "A"), _): return .typed(.up)
        case (UInt8(ascii: "B"), _): return .typed(.down)
        case (UInt8(ascii: "C"), _): return .typed(.right)
        case (UInt8(ascii: "D"), _): return .typed(.left)
        case (UInt8(ascii: "~"), "5"): return .typed(.up)
        case (UInt8(ascii: "~"), "6"): return .typed(.down)
        case (UInt8(ascii: "Z"), _): return .previousLine  // Shift-Tab
        default: return nil
        }
    }
}
