/// Encodes an image as DEC sixel graphics (a DCS string a VT340, xterm, foot, mlterm,
/// WezTerm or tmux 3.4 draws at the cursor): dithered to xterm's 256 colours, six rows of
/// pixels a band, each colour's pixels of a band as one run-length coded line.
public enum SixelEncoder {
    /// The whole DCS sequence, from `ESC P` to `ESC \`.
    public static func encode(_ image: RasterImage) -> [UInt8] {
        let width = image.width, height = image.height
        let palette = TerminalPalette.xterm256
        let indices = palette.dither(image)
        // P2 = 1: pixels not painted keep the terminal's background; raster attributes 1:1.
        var output = Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        var used = [Bool](repeating: false, count: palette.colors.count)
        for index in indices { used[Int(index)] = true }
        for (index, isUsed) in used.enumerated() where isUsed {
            let color = palette.colors[index]
            let percent = { (value: UInt8) in String((Int(value) * 100 + 127) / 255) }
            output += Array("#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))".utf8)
        }
        var bits = [[UInt8]](repeating: [], count: palette.colors.count)
        for top in stride(from: 0, to: height, by: 6) {
            var colorsInBand: [Int] = []
            for row in top..<min(top + 6, height) {
                let bit = UInt8(1 << (row - top))
                for x in 0..<width {
                    let color = Int(indices[row * width + x])
                    if bits[color].isEmpty {
                        bits[color] = [UInt8](repeating: 0, count: width)
                        colorsInBand.append(color)
                    }
                    bits[color][x] |= bit
                }
            }
            for (number, color) in colorsInBand.enumerated() {
                if number > 0 { output.append(UInt8(ascii: "$")) }
                output += Array("#\(color)".utf8)
                appendRuns(bits[color], to: &output)
                bits[color] = []
            }
            output.append(UInt8(ascii: "-"))
        }
        output += [0x1B, UInt8(ascii: "\\")]
        return output
    }

    /// One band line of one colour: a sixel character (63 + its six bits) per column, a
    /// repeat `!N` for runs longer than three; trailing empty columns left out.
    private static func appendRuns(_ columns: [UInt8], to output: inout [UInt8]) {
        let end = (columns.lastIndex { $0 != 0 } ?? -1) + 1
        var index = 0
        while index < end {
            let value = columns[index]
            var run = 1
            while index + run < end, columns[index + run] == value { run += 1 }
            let character = 63 + value
            if run > 3 {
                output += Array("!\(run)".utf8)
                output.append(character)
            } else {
                output += [UInt8](repeating: character, count: run)
            }
            index += run
        }
    }
}
