/// How many terminal cells a character takes, after wcwidth's rules and the generated
/// `CellWidthTable`.
package enum CellWidth {
    /// The cells `character` takes: 0, 1 or 2. A grapheme cluster is as wide as its widest
    /// scalar, so combining marks and joiners add nothing and a ZWJ emoji sequence is 2;
    /// an emoji that asks for emoji presentation (U+FE0F) and a flag (two regional
    /// indicators) are 2 as terminals draw them.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.count == 1 {
            return of(first)
        }
        var widest = 0
        var asksForEmoji = false
        var isFlag = false
        for scalar in scalars {
            widest = max(widest, of(scalar))
            if scalar.value == 0xFE0F { asksForEmoji = true }
            if (0x1F1E6...0x1F1FF).contains(scalar.value) { isFlag = true }
        }
        if isFlag { return 2 }
        if asksForEmoji, widest == 1, scalars.first?.properties.isEmoji == true { return 2 }
        return widest
    }

    /// The cells one scalar takes on its own: 0, 1 or 2.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if contains(CellWidthTable.zero, value) { return 0 }
        if contains(CellWidthTable.wide, value) { return 2 }
        return 1
    }

    /// The cells a whole string takes.
    package static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
