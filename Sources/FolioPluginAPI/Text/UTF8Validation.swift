/// Where bytes stop being UTF-8, for a message that points at the place.
package enum UTF8Validation {
    /// The offset of the first byte that does not belong to a valid UTF-8 sequence; nil when
    /// every byte does.
    package static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for position in 1..<length {
                let byte = bytes[index + position]
                let low: UInt8 = position == 1 ? lowerBound : 0x80
                let high: UInt8 = position == 1 ? upperBound : 0xBF
                if byte < low || byte > high { return index }
            }
            index += length
        }
        return nil
    }

    /// The 1-based line and column (in characters) of the byte at `offset`.
    package static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column)
    }
}
