/// A colour a cell is drawn in: the terminal's own, or 24-bit RGB that the executor sends as
/// truecolor or the nearest of the 256-colour palette, or drops under NO_COLOR.
public enum TerminalColor: Sendable, Hashable {
    /// The terminal's default foreground or background.
    case standard
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The nearest entry of xterm's 256-colour palette (the 6×6×6 cube or the grey ramp).
    var paletteIndex: Int {
        guard case .rgb(let red, let green, let blue) = self else { return 0 }
        let levels = [0, 95, 135, 175, 215, 255]
        func cubeStep(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        let (r, g, b) = (cubeStep(red), cubeStep(green), cubeStep(blue))
        let cube = (levels[r], levels[g], levels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let grey = 8 + greyStep * 10
        func distance(_ color: (Int, Int, Int)) -> Int {
            let dr = color.0 - Int(red), dg = color.1 - Int(green), db = color.2 - Int(blue)
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyStep : 16 + 36 * r + 6 * g + b
    }
}

/// How many colours the executor may use, from the environment: none under NO_COLOR,
/// 24-bit when COLORTERM says truecolor or 24bit, the 256-colour palette otherwise.
public enum ColorMode: Sendable, Hashable {
    /// 24-bit colour (`ESC [ 38;2;r;g;b m`).
    case trueColor
    /// xterm's 256 colours (`ESC [ 38;5;n m`).
    case palette256
    /// No colour at all; bold, italic, underline and inverse still apply.
    case none

    /// The mode an environment asks for.
    public init(environment: [String: String]) {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            self = .none
        } else if let colorTerm = environment["COLORTERM"]?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            self = .trueColor
        } else {
            self = .palette256
        }
    }
}
