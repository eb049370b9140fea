import FolioImaging
import FolioPluginAPI
import Foundation
import Testing

@testable import TerminalSink

/// Photos on terminals without 24-bit colour (dithered), and as real pixels: kitty, iTerm2
/// and sixel sequences, and the executor sending a photo only when it changes.
@Suite struct PhotoPixelsTests {
    /// A real photo of the sample issue, decoded small.
    static func photo() throws -> RasterImage {
        let url = Folio.packageRoot.appendingPathComponent("Content/photos/two-spaniels.jpg")
        return try ImageDecoder.decode(try Data(contentsOf: url), atLeast: (64, 64))
    }

    static func mean(_ colors: [(Int, Int, Int)]) -> (Double, Double, Double) {
        let count = Double(colors.count)
        return (
            Double(colors.map(\.0).reduce(0, +)) / count, Double(colors.map(\.1).reduce(0, +)) / count,
            Double(colors.map(\.2).reduce(0, +)) / count
        )
    }

    /// Dithering keeps each 8×8 patch's mean colour, which nearest-colour mapping loses
    /// (a brown coat became grey): checked on a real photo, for 256 and 16 colours.
    @Test(arguments: [(TerminalPalette.xterm256, 12.0), (TerminalPalette.system16, 30.0)])
    func ditheringKeepsThePhotosColour(_ palette: TerminalPalette, _ tolerance: Double) throws {
        let image = ImageResizer.resize(try Self.photo(), width: 64, height: 64)
        let dithered = palette.dither(image)
        var ditherError = 0.0, nearestError = 0.0
        for patchY in stride(from: 0, to: 64, by: 8) {
            for patchX in stride(from: 0, to: 64, by: 8) {
                var wanted: [(Int, Int, Int)] = [], drawn: [(Int, Int, Int)] = [], nearest: [(Int, Int, Int)] = []
                for y in patchY..<(patchY + 8) {
                    for x in patchX..<(patchX + 8) {
                        let pixel = image.pixel(x: x, y: y)
                        wanted.append((Int(pixel.red), Int(pixel.green), Int(pixel.blue)))
                        let color = palette.colors[Int(dithered[y * 64 + x])]
                        drawn.append((Int(color.red), Int(color.green), Int(color.blue)))
                        let near = palette.colors[palette.nearest(pixel.red, pixel.green, pixel.blue)]
                        nearest.append((Int(near.red), Int(near.green), Int(near.blue)))
                    }
                }
                let (a, b, c) = (Self.mean(wanted), Self.mean(drawn), Self.mean(nearest))
                ditherError = max(ditherError, abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2))
                nearestError = max(nearestError, abs(a.0 - c.0), abs(a.1 - c.1), abs(a.2 - c.2))
            }
        }
        #expect(ditherError < tolerance, "worst patch off by \(ditherError); nearest colour \(nearestError)")
        #expect(ditherError < nearestError, "dithered \(ditherError), nearest \(nearestError)")
    }

    @Test func photosUseThePaletteOnPaletteTerminals() throws {
        let image = try Self.photo()
        for mode in [ColorMode.palette256, .palette16] {
            let cells = PhotoRenderer(colorMode: mode).cells(image, width: 20, height: 10).flatMap { $0 }
            #expect(
                cells.allSatisfy {
                    if case .indexed(let n) = $0.style.foreground { mode == .palette256 || n < 16 } else { false }
                })
        }
        var screen = Screen(width: 1, height: 1)
        screen.set(Cell("▀", style: CellStyle(foreground: .indexed(9), background: .rgb(0, 0, 230))), x: 0, y: 0)
        var executor = TerminalExecutor(colorMode: .palette16)
        #expect(String(decoding: executor.frame(screen), as: UTF8.self).contains("\u{1B}[0;91;44m▀"))
    }

    /// The sixel string decodes (by this test's own small decoder) to the image's size and,
    /// patch by patch, its colours.
    @Test func sixelDecodesToThePhoto() throws {
        let image = ImageResizer.resize(try Self.photo(), width: 40, height: 30)
        let bytes = SixelEncoder.encode(image)
        #expect(bytes.starts(with: Array("\u{1B}P0;1;0q\"1;1;40;30".utf8)))
        #expect(bytes.suffix(2) == [0x1B, UInt8(ascii: "\\")])
        let decoded = try #require(SixelDecoder.decode(bytes))
        #expect(decoded.width == 40 && decoded.height == 30)
        var worst = 0.0
        for patchY in stride(from: 0, to: 30, by: 6) {
            for patchX in stride(from: 0, to: 40, by: 8) {
                var wanted: [(Int, Int, Int)] = [], drawn: [(Int, Int, Int)] = []
                for y in patchY..<(patchY + 6) {
                    for x in patchX..<(patchX + 8) {
                        let pixel = image.pixel(x: x, y: y)
                        wanted.append((Int(pixel.red), Int(pixel.green), Int(pixel.blue)))
                        drawn.append(decoded.pixels[y * 40 + x] ?? (-999, -999, -999))
                    }
                }
                let (a, b) = (Self.mean(wanted), Self.mean(drawn))
                worst = max(worst, abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2))
            }
        }
        #expect(worst < 16, "worst patch off by \(worst)")
    }

    /// Enlarging (a photo zoomed past its own pixels) interpolates: between a black and a
    /// white pixel lie greys, and the corners keep their colours.
    @Test func enlargingInterpolates() {
        let image = RasterImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255])
        let large = BilinearEnlarger.resize(image, width: 8, height: 2)
        let row = (0..<8).map { Int(large.pixel(x: $0, y: 0).red) }
        #expect(row.first == 0 && row.last == 255)
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(Set(row).count >= 6, "\(row)")
        #expect(BilinearEnlarger.resize(image, width: 1, height: 1) == ImageResizer.resize(image, width: 1, height: 1))
    }

    /// Kitty gets the pixels as raw RGB in base64 chunks of 4096, its size in `s` and `v`;
    /// iTerm2 a JPEG file.
    @Test func kittyAndITermSequencesCarryThePixels() throws {
        let image = ImageResizer.resize(try Self.photo(), width: 90, height: 120)
        let kitty = String(decoding: ImageChannel(kind: .kitty).payload(image, columns: 10, rows: 6), as: UTF8.self)
        #expect(kitty.hasPrefix("\u{1B}_Ga=T,f=24,s=90,v=120,t=d,q=2,C=1,c=10,r=6,m=1;"))
        let chunks = kitty.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        #expect(chunks.count == (90 * 120 * 3 * 4 / 3 + 4095) / 4096)
        #expect(chunks.last?.hasPrefix("\u{1B}_Gm=0;") == true)
        let joined = chunks.map { $0[$0.index(after: $0.firstIndex(of: ";")!)...] }.joined()
        let rgb = try #require(Data(base64Encoded: joined))
        #expect(rgb.count == 90 * 120 * 3)
        let pixel = image.pixel(x: 17, y: 33)
        let offset = (33 * 90 + 17) * 3
        #expect([rgb[offset], rgb[offset + 1], rgb[offset + 2]] == [pixel.red, pixel.green, pixel.blue])
        let jpeg = try JPEGCodec.encode(image, quality: 90)
        let iterm = String(decoding: ImageChannel(kind: .iterm2).payload(image, columns: 10, rows: 6), as: UTF8.self)
        #expect(
            iterm
                == "\u{1B}]1337;File=inline=1;size=\(jpeg.count);width=10;height=6;preserveAspectRatio=0:\(jpeg.base64EncodedString())\u{7}"
        )
    }

    @Test func theExecutorSendsAPhotoOnlyWhenItChanges() {
        var screen = Screen(width: 20, height: 6)
        screen.put("text", x: 0, y: 0, style: .plain)
        screen.fill(x: 2, y: 1, width: 6, height: 3, text: "▀", style: CellStyle(foreground: .rgb(1, 2, 3)))
        screen.apply(.image(ImagePlacement(x: 2, y: 1, columns: 6, rows: 3, key: "a", payload: Array("<IMG-A>".utf8))))
        var executor = TerminalExecutor(colorMode: .trueColor, unicode: true, images: ImageChannel(kind: .kitty))
        let first = String(decoding: executor.frame(screen), as: UTF8.self)
        #expect(first.contains("\u{1B}[2;3H<IMG-A>") && !first.contains("▀"), "cells under a photo are blank")
        #expect(executor.frame(screen).isEmpty)
        var next = screen
        next.put("more", x: 10, y: 5, style: .plain)
        #expect(!String(decoding: executor.frame(next), as: UTF8.self).contains("IMG"))
        next.images = [ImagePlacement(x: 2, y: 1, columns: 6, rows: 3, key: "b", payload: Array("<IMG-B>".utf8))]
        let changed = String(decoding: executor.frame(next), as: UTF8.self)
        #expect(changed.hasPrefix("\u{1B}_Ga=d,d=A,q=2\u{1B}\\") && changed.contains("<IMG-B>"))
        executor.invalidate()
        let redrawn = String(decoding: executor.frame(next), as: UTF8.self)
        #expect(
            redrawn.hasPrefix("\u{1B}_Ga=d,d=A,q=2\u{1B}\\") && redrawn.contains("<IMG-B>"),
            "a full redraw replaces kitty's images too")
        var blocks = TerminalExecutor(colorMode: .trueColor)
        let drawn = String(decoding: blocks.frame(screen), as: UTF8.self)
        #expect(drawn.contains("▀") && !drawn.contains("IMG"), "half blocks when the terminal shows no pixels")
    }
}

/// Enough of a sixel decoder to check the encoder: colour registers (`#n;2;r;g;b` in
/// percent), colour selection, repeats (`!n`), `$` (back to the band's start), `-` (next
/// band) and raster attributes (`"1;1;w;h`).
enum SixelDecoder {
    struct Decoded {
        var width = 0
        var height = 0
        var pixels: [(Int, Int, Int)?] = []
    }

    static func decode(_ bytes: [UInt8]) -> Decoded? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.firstIndex(of: "q") else { return nil }
        var scalars = Array(text[text.index(after: start)...].unicodeScalars)
        if scalars.suffix(2) == ["\u{1B}", "\\"] { scalars.removeLast(2) }
        var result = Decoded()
        var registers: [Int: (Int, Int, Int)] = [:]
        var color = 0, x = 0, band = 0, index = 0
        func number() -> [Int] {
            var numbers: [Int] = [], current = ""
            while index < scalars.count, scalars[index] == ";" || ("0"..."9").contains(scalars[index]) {
                if scalars[index] == ";" {
                    numbers.append(Int(current) ?? 0); current = ""
                } else {
                    current.unicodeScalars.append(scalars[index])
                }
                index += 1
            }
            return numbers + [Int(current) ?? 0]
        }
        func paint(_ value: Int, count: Int) {
            for _ in 0..<count {
                for bit in 0..<6 where value & (1 << bit) != 0 {
                    let y = band * 6 + bit
                    if x < result.width, y < result.height { result.pixels[y * result.width + x] = registers[color] }
                }
                x += 1
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\"":
                let values = number()
                guard values.count == 4 else { return nil }
                result.width = values[2]
                result.height = values[3]
                result.pixels = Array(repeating: nil, count: result.width * result.height)
            case "#":
                let values = number()
                if values.count == 5 {
                    registers[values[0]] = (values[2] * 255 / 100, values[3] * 255 / 100, values[4] * 255 / 100)
                }
                color = values[0]
            case "!":
                let count = number()[0]
                guard index < scalars.count else { return nil }
                paint(Int(scalars[index].value) - 63, count: count)
                index += 1
            case "$": x = 0
            case "-": x = 0; band += 1
            default:
                guard (63...126).contains(scalar.value) else { return nil }
                paint(Int(scalar.value) - 63, count: 1)
            }
        }
        return result
    }
}
