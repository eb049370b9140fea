import CFolioICU

/// How many terminal cells a character takes, from ICU's Unicode properties: East Asian width,
/// emoji presentation, marks and format characters (`folio_icu_cell_width` says which is which),
/// and the grapheme-cluster rules terminals follow for emoji.
///
/// The terminal measures every character it draws, so the widths of U+0000...U+1FFFF (every
/// script, the symbols and the emoji) are read from ICU once, into a table, on first use; the
/// rarer planes above (CJK extensions, tags, private use) are asked of ICU each time.
public enum CellWidth {
    /// The cells `character` takes: 0, 1 or 2 for most, more for a cluster terminals draw as
    /// several letters. As terminals do, a cluster is the sum of its scalars (combining marks
    /// and joiners add nothing; a Devanagari conjunct or a spacing vowel sign takes its cells),
    /// except emoji: a flag (two regional indicators), an emoji asking for emoji presentation
    /// (U+FE0F), with a skin tone, or a ZWJ sequence is drawn in two cells.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 { return of(first) }
        var sum = 0
        var isEmojiSequence = false
        for scalar in scalars {
            sum += of(scalar)
            switch scalar.value {
            case 0x1F1E6...0x1F1FF: return 2
            case 0xFE0F, 0x200D, 0x1F3FB...0x1F3FF: isEmojiSequence = true
            default: break
            }
        }
        if isEmojiSequence, folio_icu_is_emoji(first.value) != 0 { return 2 }
        return sum
    }

    /// The cells one scalar takes on its own: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < tableEnd { return Int(table[Int(value)]) }
        return Int(folio_icu_cell_width(value))
    }

    /// The cells a whole string takes.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The first code point the table does not hold: planes 0 and 1.
    private static let tableEnd: UInt32 = 0x20000

    /// The width of every code point below `tableEnd`, read from ICU once (a global's lazy,
    /// thread-safe initialisation).
    private static let table: [UInt8] = (0..<tableEnd).map { UInt8(folio_icu_cell_width($0)) }
}
