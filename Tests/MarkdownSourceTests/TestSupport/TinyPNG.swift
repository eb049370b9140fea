import Foundation

/// Builds small but complete PNG files (signature, IHDR, IDAT with a stored zlib stream, IEND,
/// correct CRCs): a grey image of any size.
enum TinyPNG {
    static func make(width: Int, height: Int) -> Data {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 0, 0, 0, 0]
        png += chunk("IHDR", header)
        let row: [UInt8] = [0] + Array(repeating: 0x80, count: width)  // filter byte, grey pixels
        let pixels = Array((0..<height).map { _ in row }.joined())
        png += chunk("IDAT", zlibStored(pixels))
        png += chunk("IEND", [])
        return Data(png)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    /// A zlib stream of one stored (uncompressed) deflate block; fine below 64 KiB.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        let length = UInt16(data.count)
        var stream: [UInt8] = [0x78, 0x01, 0x01]
        stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        stream += data
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return stream + bigEndian(b << 16 | a)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
