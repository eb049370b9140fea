import Foundation

/// Tiny but complete images, written byte by byte.
enum ImageBytes {
    /// A valid grey 8-bit PNG of the given size: IHDR, one stored-deflate IDAT, IEND.
    static func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", bigEndian(width, 4) + bigEndian(height, 4) + [8, 0, 0, 0, 0])
        // Each row: filter byte 0, then `width` grey pixels.
        let raw = [UInt8](repeating: 0, count: height * (width + 1))
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let block = Array(raw[offset..<min(raw.count, offset + 65_535)])
            offset += block.count
            let final: UInt8 = offset >= raw.count ? 1 : 0
            let length = UInt16(block.count)
            zlib += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            zlib += block
        } while offset < raw.count
        zlib += bigEndian(Int(adler32(raw)), 4)
        bytes += chunk("IDAT", zlib)
        bytes += chunk("IEND", [])
        return Data(bytes)
    }

    /// A baseline JPEG skeleton: SOI, JFIF APP0, SOF0 with the size, EOI. Enough for any
    /// header reader; Folio never decodes pixels.
    static func jpeg(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0x00, 0x0B, 8] + bigEndian(height, 2) + bigEndian(width, 2) + [1, 1, 0x11, 0]
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(data.count, 4) + typeBytes + data + bigEndian(Int(crc32(typeBytes + data)), 4)
    }

    private static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
