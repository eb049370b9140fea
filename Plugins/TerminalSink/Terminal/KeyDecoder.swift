/// Turns the bytes a terminal sends for key presses into preview inputs: arrow keys
/// (`ESC [ A` and `ESC O A` forms), Page Up/Down, Enter, Escape, Tab and Shift-Tab (`ESC [ Z`),
/// Backspace, Ctrl-C, Ctrl-Z, Ctrl-L, the digits and the letter keys. A lone ESC at the end of
/// what was read is the Escape key.
struct KeyDecoder {
    /// The inputs in `bytes`, in order; bytes that are no key are skipped.
    static func inputs(in bytes: [UInt8]) -> [PreviewInput] {
        var inputs: [PreviewInput] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x1B {
                let (input, length) = escapeSequence(bytes[index...])
                index += length
                if let input { inputs.append(input) }
                continue
            }
            if let input = single(byte) { inputs.append(input) }
        }
        return inputs
    }

    private static func single(_ byte: UInt8) -> PreviewInput? {
        switch byte {
        case 0x03: return .interrupt  // Ctrl-C in raw mode
        case 0x1A: return .suspend  // Ctrl-Z in raw mode
        case 0x0C: return .redraw  // Ctrl-L
        case 0x0D, 0x0A: return .key(.enter)
        case 0x09: return .nextLine  // Tab
        case 0x7F, 0x08: return .back  // Backspace (DEL, or ^H)
        case UInt8(ascii: "="): return .key(.zoomIn)
        case UInt8(ascii: "_"): return .key(.zoomOut)
        default:
            guard byte >= 0x20, byte < 0x7F else { return nil }
            return PreviewInput(word: String(UnicodeScalar(byte)))
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
