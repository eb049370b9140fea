/// The EXIF orientation of a JPEG (1 to 8), which says how its stored pixels must be turned
/// to be seen upright. Browsers apply it to `<img>`; Folio applies it to sizes and renditions.
package enum ExifOrientation {
    /// The orientation tag of a JPEG's APP1 Exif segment, or 1 (as stored) when there is none.
    package static func read(fromJPEG bytes: [UInt8]) -> Int {
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if marker == 0xD9 || marker == 0xDA { break }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2, index + 2 + length <= bytes.count else { break }
            if marker == 0xE1, length >= 16, Array(bytes[(index + 4)..<(index + 10)]) == [0x45, 0x78, 0x69, 0x66, 0, 0]
            {
                return tiffOrientation(Array(bytes[(index + 10)..<(index + 2 + length)])) ?? 1
            }
            index += 2 + length
        }
        return 1
    }

    /// Whether the orientation turns the image a quarter, so that width and height swap.
    package static func swapsSides(_ orientation: Int) -> Bool {
        (5...8).contains(orientation)
    }

    /// The orientation tag (0x0112) of IFD0 in a TIFF structure.
    private static func tiffOrientation(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func read(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= tiff.count else { return nil }
            let slice = tiff[offset..<(offset + count)]
            return (little ? slice.reversed() : Array(slice)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let ifd = read(4, 4), let entries = read(ifd, 2) else { return nil }
        for entry in 0..<min(entries, 512) {
            let base = ifd + 2 + entry * 12
            guard let tag = read(base, 2) else { return nil }
            if tag == 0x0112, let value = read(base + 8, 2), (1...8).contains(value) {
                return value
            }
        }
        return nil
    }
}
