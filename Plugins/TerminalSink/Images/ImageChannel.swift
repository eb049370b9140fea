import FolioImaging
import Foundation

/// Where photos' pixels go: the protocol, whether it passes through tmux to the terminal
/// around it, and the size of a cell in pixels (for sixel, which is drawn pixel for pixel).
struct ImageChannel: Sendable, Equatable {
    var kind: ImageProtocol
    var throughTmux = false
    var cellWidth = 10
    var cellHeight = 20

    /// No pixels.
    static let blocks = ImageChannel(kind: .blocks)

    /// Kitty: delete every placement and free the images (before a frame with other photos).
    var deleteAll: String {
        kind == .kitty ? String(decoding: wrap(Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)), as: UTF8.self) : ""
    }

    /// The bytes that draw `image` (already `columns` × `rows` cells of pixels) at the cursor.
    func payload(_ image: RasterImage, columns: Int, rows: Int) -> [UInt8] {
        switch kind {
        case .blocks:
            return []
        case .sixel:
            return wrap(SixelEncoder.encode(image))
        case .kitty:
            // Raw RGB (f=24, s and v its size: no PNG to compress and the terminal to
            // decompress, which made a zoom step ten times slower), base64, in chunks of 4096;
            // q=2: no replies (they would arrive as keys); C=1: the cursor stays; c, r: the
            // cells it fills.
            let encoded = Array(Data(Self.rgb(image)).base64EncodedString().utf8)
            var output: [UInt8] = []
            var start = 0
            repeat {
                let end = min(start + 4096, encoded.count)
                let more = end < encoded.count ? 1 : 0
                let control =
                    start == 0
                    ? "a=T,f=24,s=\(image.width),v=\(image.height),t=d,q=2,C=1,c=\(columns),r=\(rows),m=\(more)"
                    : "m=\(more)"
                output += wrap(Array("\u{1B}_G\(control);".utf8) + encoded[start..<end] + [0x1B, UInt8(ascii: "\\")])
                start = end
            } while start < encoded.count
            return output
        case .iterm2:
            // A JPEG: iTerm2 takes any image file, and libjpeg-turbo writes one of a photo
            // several times faster and smaller than a PNG.
            guard let jpeg = try? JPEGCodec.encode(image, quality: 90) else { return [] }
            let header =
                "\u{1B}]1337;File=inline=1;size=\(jpeg.count);width=\(columns);height=\(rows);preserveAspectRatio=0:"
            return wrap(Array(header.utf8) + Array(jpeg.base64EncodedString().utf8) + [0x07])
        }
    }

    /// The image's pixels as RGB over black (alpha applied), row after row.
    static func rgb(_ image: RasterImage) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: image.width * image.height * 3)
        image.pixels.withUnsafeBufferPointer { pixels in
            for index in 0..<(image.width * image.height) {
                let alpha = Int(pixels[index * 4 + 3])
                for channel in 0..<3 {
                    let value = Int(pixels[index * 4 + channel])
                    bytes[index * 3 + channel] = UInt8(alpha == 255 ? value : value * alpha / 255)
                }
            }
        }
        return bytes
    }

    /// A sequence for the terminal around tmux, through tmux's passthrough
    /// (`ESC P tmux; …ESC doubled… ESC \`), when there is one.
    func wrap(_ bytes: [UInt8]) -> [UInt8] {
        guard throughTmux else { return bytes }
        var output = Array("\u{1B}Ptmux;".utf8)
        output.reserveCapacity(bytes.count + bytes.count / 16 + 16)
        for byte in bytes {
            if byte == 0x1B { output.append(0x1B) }
            output.append(byte)
        }
        return output + [0x1B, UInt8(ascii: "\\")]
    }
}
