/// Finds a date-time toml++ 3 would stop the whole process on rather than report: a date
/// (`2024-06-20`) followed by `T` or `t` and then anything but a digit (`2024-06-20T)0:00`).
/// toml++ decides from the characters around it that the value is a date-time and then asserts
/// that a digit follows the `T`, so `TOMLReader` refuses such text with an error of its own
/// before toml++ sees it (FuzzTOML found it; its seed corpus keeps the input). The scan skips
/// strings (basic, literal and multi-line) and comments, where such text is only text.
enum TOMLDateTimeCheck {
    /// The line and column (1-based, in Unicode scalars) of the first such `T`, or nil.
    static func firstBadTime(in text: String) -> (line: Int, column: Int)? {
        let scalars = Array(text.unicodeScalars)
        var line = 1
        var lineStart = 0
        var index = 0
        func isDigit(_ at: Int) -> Bool {
            at >= 0 && at < scalars.count && ("0"..."9").contains(scalars[at])
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
                // YYYY-MM-DD just before: four digits, '-', two digits, '-', two digits.
                let dateStart = index - 10
                if dateStart >= 0,
                    (0..<4).allSatisfy({ isDigit(dateStart + $0) }), scalars[dateStart + 4] == "-",
                    isDigit(dateStart + 5), isDigit(dateStart + 6), scalars[dateStart + 7] == "-",
                    isDigit(dateStart + 8), isDigit(dateStart + 9), index + 1 < scalars.count,
                    !isDigit(index + 1)
                {
                    return (line, index - lineStart + 1)
                }
                index += 1
            default:
                index += 1
            }
        }
        return nil
    }
}
