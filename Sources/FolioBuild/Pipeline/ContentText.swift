import FolioFormats
import FolioModel
import FolioPluginAPI
import Foundation

/// Reads content files as UTF-8 text, reporting the first invalid byte's offset.
package enum ContentText {
    /// The file's text, or an error naming the file and the byte offset of the first byte that
    /// is not valid UTF-8. A leading byte-order mark is dropped.
    package static func read(_ file: ContentFile) -> Result<String, Diagnostic> {
        do {
            return decode(try file.contents(), file: file)
        } catch {
            return .failure(.error(error.description, at: file.location()))
        }
    }

    /// Decodes `data` as UTF-8, or reports where it stops being UTF-8.
    package static func decode(_ data: Data, file: ContentFile) -> Result<String, Diagnostic> {
        let hasByteOrderMark = data.starts(with: [0xEF, 0xBB, 0xBF])
        // Fast path: the standard library validates (and copies) valid UTF-8 in one pass; the
        // byte-by-byte search below only runs to locate the error in a file that is not.
        if let text = String(validating: hasByteOrderMark ? data.dropFirst(3) : data, as: UTF8.self) {
            return .success(text)
        }
        var bytes = [UInt8](data)
        if hasByteOrderMark { bytes.removeFirst(3) }
        if let offset = firstInvalidUTF8Offset(bytes) {
            let skipped = data.count - bytes.count
            let (line, column) = lineAndColumn(of: offset, in: bytes)
            return .failure(
                .error(
                    "the file is not valid UTF-8: byte offset \(offset + skipped) (0x\(String(bytes[offset], radix: 16, uppercase: true))) cannot be decoded; save the file as UTF-8",
                    at: file.location(line: line, column: column)))
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence.
    package static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
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

    private static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
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
