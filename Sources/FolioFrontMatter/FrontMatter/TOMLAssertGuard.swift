/// Finds the invalid TOML that toml++ 3 stops the whole process on (an `assert`) rather than
/// reports, so that `TOMLReader` refuses it with an error of its own before toml++ sees it:
///
/// - a table header whose key does not start with a key's first character (a letter, a digit,
///   `_`, `-` or a quote: `[#x]`, `[[+links]]`): toml++'s `parse_key` asserts it;
/// - a date (`2024-06-20`) followed by `T` or `t` and then anything but a digit
///   (`2024-06-20T)0:00`): toml++ decides from the characters around it that the value is a
///   date-time and asserts that the time follows;
/// - a date followed by a space, one digit and the value's end (`2024-06-20 0,`): toml++ takes
///   any ten characters starting with a digit, with '-' fifth and eighth, for such a date;
/// - a `}` where an array's value belongs, right after `[` or `,` with only white space,
///   newlines and comments between (`tags = [}`, `[1,\n}`): toml++ asserts that a value starts
///   there. A `}` after `[` or `,` is invalid TOML wherever it is written (an inline table takes
///   no trailing comma);
/// - U+0085, U+2028 or U+2029 where an array's value belongs (`[\u{2028}1]`): toml++ takes them
///   for white space but not for line breaks. TOML knows neither outside strings and comments,
///   so the guard refuses them anywhere else.
///
/// FuzzTOML found each; its seed corpus keeps the inputs. The scan reads the text once, as
/// toml++ does, character by character: strings (basic, literal, multi-line, with escapes) and
/// comments are only text, and a `[` is a header's only first on its line and outside every
/// value's brackets. toml++ stops at the first error, so it reaches such text only after a
/// valid prefix, where this scan's reading of strings and brackets is exact: what it refuses
/// is never valid TOML.
package struct TOMLAssertGuard {
    /// Where the guard stops reading: the line and column (1-based, in Unicode scalars) and
    /// what is wrong there, said as a TOML error.
    package struct Trigger: Equatable {
        package let line: Int
        package let column: Int
        package let message: String
    }

    package static let headerKey =
        "invalid TOML: a table header's key must start with a letter, a digit, '_', '-' or a quote"
    package static let timeAfterT =
        "invalid TOML: a date-time's 'T' must be followed by the time's hour (2024-06-20T10:00:00)"
    package static let timeAfterSpace =
        "invalid TOML: a date and a time are written 2024-06-20 10:00:00 (the time whole after the space)"
    package static let braceForValue = "invalid TOML: expected a value or ']', saw '}'"

    /// The error for a line break TOML does not know, outside strings and comments.
    package static func foreignLineBreak(_ scalar: Unicode.Scalar) -> String {
        "invalid TOML: \(CodePoint.name(scalar.value)) is not a line break in TOML: end lines with a newline (U+000A)"
    }

    /// The first text toml++ would assert on, or nil.
    package static func firstTrigger(in text: String) -> Trigger? {
        var scan = TOMLAssertGuard(text)
        return scan.run()
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Whether only white space, newlines and comments came since the last `[` or `,`.
    private var expectingValue = false
    /// The `[` and `{` of values (arrays and inline tables) open at `index`, innermost last.
    private var containers: [Unicode.Scalar] = []
    /// Whether a key is being read (or is next): on a line's start outside values, in a
    /// header, after an inline table's `{` or `,`, until its `=`. A key may look like a date
    /// (`1979-05-27title = 1`), so the date checks read values only.
    private var inKey = true
    /// Where the value being read may start: just after its key's `=`, its array's `[` or the
    /// `,` before it. toml++ reads a value's characters from there, an `=` inside it included.
    private var valueStart = 0
    /// The `]` still to come of the header being read (1 for `[a]`, 2 for `[[a]]`).
    private var headerBrackets = 0
    /// The last character on this line before `index` that is not a blank (`isBlank`), outside
    /// strings, when it is structural (a key's `=` or `.`, an array's or header's `[`, an
    /// inline table's `{`, a `,`), else `bareCharacter`; nil while only blanks came since the
    /// line began. A quote opens a
    /// string only where a key or a value starts (after nothing, `=`, `[`, `{`, `,` or a dotted
    /// key's `.`), and `[` or `{` a value only after nothing, `=`, `[` or `,`: toml++ reads them
    /// in the middle of a bare value (`22'4-06-20`, `2['4`) as part of that value.
    private var lastOnLine: Unicode.Scalar?

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        // A byte order mark before the first line: toml++ skips it, and so does the scan.
        if scalars.first == "\u{FEFF}" {
            index = 1
            lineStart = 1
        }
    }

    private mutating func run() -> Trigger? {
        while index < scalars.count {
            let scalar = scalars[index]
            let isGap = Self.isWhitespace(scalar) || scalar == "#"
            let valueBelongsHere = expectingValue && !isGap
            if !isGap { expectingValue = false }
            let before = lastOnLine
            /// Whether a value may start here: `[` and `{` open one only there; inside a bare
            /// value (`22'4-06-{0`) toml++ reads them as part of it.
            let startsValue = before.map(Self.opensValues.contains) ?? true
            if !Self.isBlank(scalar) {
                lastOnLine = Self.bareCharacter  // a structural character below says what it is
            }
            if Self.foreignLineBreaks.contains(scalar.value) {
                return trigger(Self.foreignLineBreak(scalar))
            }
            switch scalar {
            case "\n":
                line += 1
                lineStart = index + 1
                lastOnLine = nil
                if containers.isEmpty { inKey = true }
                index += 1
            case "#":
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            case "\"" where before.map(Self.opensStrings.contains) ?? true,
                "'" where before.map(Self.opensStrings.contains) ?? true:
                skipString(quote: scalar)
            case "T", "t":
                if !inKey, looksLikeDate(before: index), index + 1 < scalars.count, !isDigit(index + 1) {
                    return trigger(Self.timeAfterT)
                }
                index += 1
            case " ":
                // toml++ reads on past the space and the digit after it, and asserts the value
                // goes on; it ends there when a terminator follows (the end of the text is fine).
                if !inKey, looksLikeDate(before: index), isDigit(index + 1), index + 2 < scalars.count,
                    Self.isTerminator(scalars[index + 2])
                {
                    return trigger(Self.timeAfterSpace)
                }
                index += 1
            case "[":
                if before == nil, containers.isEmpty {  // first on its line: a header
                    if let column = malformedHeaderKey() {
                        return Trigger(line: line, column: column, message: Self.headerKey)
                    }
                    let isArray = index + 1 < scalars.count && scalars[index + 1] == "["
                    headerBrackets = isArray ? 2 : 1
                    index += headerBrackets
                    inKey = true
                    lastOnLine = "["
                } else if startsValue {
                    containers.append("[")
                    inKey = false
                    index += 1
                    valueStart = index
                    lastOnLine = "["
                } else {
                    index += 1  // inside a bare value (`1[`): toml++ reports it
                    continue
                }
                expectingValue = true
            case ",":
                lastOnLine = ","
                expectingValue = true
                inKey = containers.last == "{"
                index += 1
                valueStart = index
            case "{" where startsValue:
                lastOnLine = "{"
                containers.append("{")
                inKey = true
                index += 1
            case "=" where headerBrackets == 0 && inKey:
                lastOnLine = "="
                inKey = false
                index += 1
                valueStart = index
            case "." where inKey:
                lastOnLine = "."
                index += 1
            case "]":
                if headerBrackets > 0 { headerBrackets -= 1 } else { _ = containers.popLast() }
                index += 1
            case "}":
                if valueBelongsHere { return trigger(Self.braceForValue) }
                _ = containers.popLast()
                index += 1
            default:
                index += 1
            }
        }
        return nil
    }

    private func trigger(_ message: String) -> Trigger {
        Trigger(line: line, column: index - lineStart + 1, message: message)
    }

    /// Moves past the string that starts at `index` with `quote`, counting its lines.
    private mutating func skipString(quote: Unicode.Scalar) {
        let triple = [quote, quote, quote]
        let multiLine = starts(with: triple, at: index)
        index += multiLine ? 3 : 1
        while index < scalars.count {
            if quote == "\"", scalars[index] == "\\" {
                index += 2
                continue
            }
            if multiLine ? starts(with: triple, at: index) : scalars[index] == quote {
                index += multiLine ? 3 : 1
                return
            }
            if scalars[index] == "\n" {
                guard multiLine else { return }  // an unclosed string: toml++ reports it
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    /// The 1-based column of the header's first key character when it cannot start a key, as
    /// toml++ reads a header from the `[` at `index`: blanks, a second `[` only right after the
    /// first, blanks, then a bare key character, a quote or the closing `]`
    /// (an error toml++ reports). The end of the line is such a column too.
    private func malformedHeaderKey() -> Int? {
        func skipBlanks(_ position: inout Int) -> Bool {
            let before = position
            while position < scalars.count, Self.isBlank(scalars[position]) { position += 1 }
            return position > before
        }
        var position = index + 1
        if skipBlanks(&position), position < scalars.count, scalars[position] == "[" { return nil }  // not contiguous
        if position < scalars.count, scalars[position] == "[" {
            position += 1
            _ = skipBlanks(&position)
        }
        guard position < scalars.count else { return position - lineStart + 1 }
        let first = scalars[position]
        let startsKey =
            ("a"..."z").contains(first) || ("A"..."Z").contains(first) || ("0"..."9").contains(first)
            || first == "_" || first == "-" || first == "\"" || first == "'" || first == "]"
        return startsKey ? nil : position - lineStart + 1
    }

    private func isDigit(_ at: Int) -> Bool {
        at >= 0 && at < scalars.count && ("0"..."9").contains(scalars[at])
    }

    /// Whether the value before `at` is what toml++ takes for a date before a `T` or a space:
    /// ten characters from the value's start (`valueStart`), underscores not counted (it drops
    /// them), with no value terminator among them, the first a digit and the fifth and eighth
    /// '-' (it checks no more than that: `22'4-06-2=` is such a date).
    private func looksLikeDate(before at: Int) -> Bool {
        var kept: [Unicode.Scalar] = []
        var position = at - 1
        while position >= valueStart, kept.count < 10, !Self.isTerminator(scalars[position]) {
            if scalars[position] != "_" { kept.insert(scalars[position], at: 0) }
            position -= 1
        }
        return kept.count == 10 && ("0"..."9").contains(kept[0]) && kept[4] == "-" && kept[7] == "-"
    }

    private func starts(with pattern: [Unicode.Scalar], at: Int) -> Bool {
        at + pattern.count <= scalars.count && Array(scalars[at..<(at + pattern.count)]) == pattern
    }

    /// Whether toml++ ends a value at `scalar` (`is_value_terminator`): `]`, `}`, `,`, `#`, or
    /// white space (`isWhitespace`).
    private static func isTerminator(_ scalar: Unicode.Scalar) -> Bool {
        "]},#".unicodeScalars.contains(scalar) || isWhitespace(scalar)
    }

    /// What toml++ takes for white space (`is_whitespace`): Unicode's White_Space and U+180E,
    /// U+200B, U+2060 and U+FEFF besides (compared with toml++'s function code point by code
    /// point).
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || [0x180E, 0x200B, 0x2060, 0xFEFF].contains(scalar.value)
    }

    /// What toml++ skips as blanks within a line (`is_horizontal_whitespace`): its white space
    /// but the line ends U+000A–U+000D, U+0085, U+2028 and U+2029.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        isWhitespace(scalar) && !(0x0A...0x0D).contains(scalar.value)
            && ![0x85, 0x2028, 0x2029].contains(scalar.value)
    }

    /// U+0085, U+2028 and U+2029: toml++ takes them for white space that ends a value but not
    /// for a line break, and asserts where an array's value should start
    /// (`[\u{85}1]`); TOML knows only U+000A (after an optional U+000D).
    private static let foreignLineBreaks: Set<UInt32> = [0x85, 0x2028, 0x2029]

    /// What `lastOnLine` holds after a character that is not structural.
    private static let bareCharacter: Unicode.Scalar = "a"

    /// What an array or an inline table may follow on its line: a value starts after it.
    private static let opensValues: Set<Unicode.Scalar> = ["=", "[", ","]

    /// What a string may follow on its line: a key or a value starts after it.
    private static let opensStrings: Set<Unicode.Scalar> = ["=", "[", "{", ",", "."]
}
