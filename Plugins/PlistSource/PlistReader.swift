import Foundation

/// Reads a property list in whichever form it is stored: binary (`bplist00`) or XML.
enum PlistReader {
    /// Reads `data`, choosing the reader by the file's first bytes.
    static func read(_ data: Data) -> PlistReadResult {
        if data.isEmpty {
            return PlistReadResult(
                value: nil, problems: [.error("the file is empty: expected an XML or binary property list", at: nil)])
        }
        if BinaryPlistReader.isBinary(data) {
            return BinaryPlistReader.read(data)
        }
        if let first = firstSignificantByte(of: data), first == UInt8(ascii: "{") || first == UInt8(ascii: "(") {
            return PlistReadResult(
                value: nil,
                problems: [
                    .error(
                        "this is an old-style (OpenStep) property list, which Folio does not read; convert it with `plutil -convert xml1`",
                        at: .text(line: 1, column: 1))
                ])
        }
        return XMLPlistReader.read(data)
    }

    /// The first byte that is not white space or a UTF-8 byte-order mark.
    private static func firstSignificantByte(of data: Data) -> UInt8? {
        var bytes = data.prefix(4096)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }
}
