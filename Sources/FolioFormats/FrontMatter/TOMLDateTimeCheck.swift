/// Finds a date-time toml++ 3 would stop the whole process on rather than report: a date
/// (`2024-06-20`) followed by `T` or `t` and then anything but a digit (`2024-06-20T)0:00`), or
/// by a space, one digit and the value's end (`2024-06-20 0,`; toml++ takes any ten characters
/// starting with a digit, with '-' fifth and eighth, for such a date). toml++ decides from the
/// characters around it that the value is a date-time and then asserts that more of the time
/// follows, so `TOMLReader` refuses such text with an error of its own before toml++ sees it
/// (FuzzTOML found both; its seed corpus keeps the inputs). The scan skips strings (basic,
/// literal and multi-line) and comments, where such text is only text.
enum TOMLDateTimeCheck {
    /// The line and column (1-based, in Unicode scalars) of the first such `T` or space, and
    /// which it is, or nil.
    static func firstBadTime(in text: String) -> (line: Int, column: Int, separator: Character)? {
        let scalars = Array(text.unicodeScalars)
        var line = 1
        var lineStart = 0
        var index = 0
        func isDigit(_ at: Int) -> Bool {
            at >= 0 && at < scalars.count && ("0"..."9").contains(scalars[at])
        }
        /// Whether YYYY-MM-DD is just before `at`: four digits, '-', two digits, '-', two digits.
        func followsDate(_ at: Int) -> Bool {
            let dateStart = at - 10
            return dateStart >= 0 && (0..<4).allSatisfy({ isDigit(dateStart + $0) }) && scalars[dateStart + 4] == "-"
                && isDigit(dateStart + 5) && isDigit(dateStart + 6) && scalars[dateStart + 7] == "-"
                && isDigit(dateStart + 8) && isDigit(dateStart + 9)
        }
        /// Whether the value before `at` is what toml++ takes for a date before a space: ten
        /// characters, underscores not counted (it drops them), with no value terminator among
        /// them, the first a digit and the fifth and eighth '-' (it checks no more than that).
        func looksLikeDate(before at: Int) -> Bool {
            var kept: [Unicode.Scalar] = []
            var position = at - 1
            while position >= 0, kept.count < 10, !Self.terminators.contains(scalars[position]),
                scalars[position] != "="
            {
                if scalars[position] != "_" { kept.insert(scalars[position], at: 0) }
                position -= 1
            }
            return kept.count == 10 && ("0"..."9").contains(kept[0]) && kept[4] == "-" && kept[7] == "-"
        }
        func starts(with quote: String, at: Int) -> Bool {
            let quoteScalars = Array(quote.unicodeScalars)
            guard at + quoteScalars.count <= scalars.count else { return false }
            return Array(scalars[at..<(at + quoteScalars.count)]) == quoteScalars
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\n":
                line += 1
                lineStart = index + 1
                index += 1
            case "#":
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            case "\"", "'":
                let triple = String(repeating: String(scalar), count: 3)
                let multiLine = starts(with: triple, at: index)
                index += multiLine ? 3 : 1
                while index < scalars.count {
                    if scalar == "\"", scalars[index] == "\\" {
                        index += 2
                        continue
                    }
                    if multiLine ? starts(with: triple, at: index) : scalars[index] == scalar {
                        index += multiLine ? 3 : 1
                        break
                    }
                    if scalars[index] == "\n" {
                        guard multiLine else { break }  // an unclosed string: toml++ reports it
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
            case "T", "t":
                if followsDate(index), index + 1 < scalars.count, !isDigit(index + 1) {
                    return (line, index - lineStart + 1, Character(scalar))
                }
                index += 1
            case " ":
                // toml++ reads on past the space and the digit after it, and asserts the value
                // goes on; it ends there when a terminator follows (the end of the text is fine).
                if looksLikeDate(before: index), isDigit(index + 1), index + 2 < scalars.count,
                    Self.terminators.contains(scalars[index + 2])
                {
                    return (line, index - lineStart + 1, " ")
                }
                index += 1
            default:
                index += 1
            }
        }
        return nil
    }

    /// What ends a value for toml++ (`is_value_terminator`): white space, `]`, `}`, `,`, `#`.
    private static let terminators: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "]", "}", ",", "#"]
}
