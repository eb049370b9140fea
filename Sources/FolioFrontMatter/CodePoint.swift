/// How Folio's messages write a Unicode code point: at least four uppercase hexadecimal digits
/// (`0085`, `1F600`), after `U+` as the Unicode Standard names it or after `\u` as JSON
/// escapes it.
enum CodePoint {
    /// The code point `value` in at least four uppercase hexadecimal digits.
    static func hexDigits(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The code point's name: `U+` and its digits (`U+0085`).
    static func name(_ value: UInt32) -> String { "U+" + hexDigits(value) }
}
