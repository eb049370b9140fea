/// Checks dates as front matter and settings write them: ISO 8601 calendar dates
/// (`YYYY-MM-DD`), and in front matter also a date with a time and zone, as RFC 3339 writes
/// it (`2026-11-21T09:30:00+01:00`, `…Z`, a space for the `T`) and Jekyll does
/// (`2018-01-02 11:21:40 +0100`).
package enum ISODate {
    /// How an error asks for a date with a time, in one place.
    package static let forms =
        "YYYY-MM-DD, optionally with a time and zone (2026-11-21, 2026-11-21T09:30:00+01:00, 2026-11-21 09:30:00 +0100)"

    /// Whether `text` is a real calendar date in `YYYY-MM-DD` form.
    package static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            year >= 0, (1...12).contains(month), day >= 1
        else { return false }
        let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    /// The calendar date (`YYYY-MM-DD`) of `text`: a calendar date alone, or one followed by a
    /// time (`T` or spaces, `HH:MM`, optional `:SS` and fraction) and an optional zone (`Z`,
    /// `±HH:MM`, `±HHMM`, `±HH`, after optional spaces). The date is the one written, in the
    /// writer's zone: the day the author meant. Nil when any part is not valid.
    package static func calendarDate(of text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 10 else { return nil }
        let date = String(String.UnicodeScalarView(scalars[0..<10]))
        guard isValid(date) else { return nil }
        var index = 10
        guard index < scalars.count else { return date }
        let separator = scalars[index]
        guard separator == "T" || separator == "t" || separator == " " else { return nil }
        while index < scalars.count, scalars[index] == " " || scalars[index] == "T" || scalars[index] == "t" {
            index += 1
        }
        func number(_ digits: Int, max: Int) -> Bool {
            guard index + digits <= scalars.count,
                scalars[index..<index + digits].allSatisfy({ ("0"..."9").contains($0) }),
                let value = Int(String(String.UnicodeScalarView(scalars[index..<index + digits]))), value <= max
            else { return false }
            index += digits
            return true
        }
        func colon() -> Bool {
            guard index < scalars.count, scalars[index] == ":" else { return false }
            index += 1
            return true
        }
        guard number(2, max: 23), colon(), number(2, max: 59) else { return nil }
        if index < scalars.count, scalars[index] == ":" {
            index += 1
            guard number(2, max: 60) else { return nil }
            if index < scalars.count, scalars[index] == "." {
                index += 1
                let start = index
                while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
                guard index > start else { return nil }
            }
        }
        while index < scalars.count, scalars[index] == " " { index += 1 }
        guard index < scalars.count else { return date }
        switch scalars[index] {
        case "Z", "z":
            index += 1
        case "+", "-":
            index += 1
            guard number(2, max: 23) else { return nil }
            if index < scalars.count {
                let hasColon = scalars[index] == ":"
                if hasColon { index += 1 }
                guard number(2, max: 59) else { return nil }
            }
        default:
            return nil
        }
        return index == scalars.count ? date : nil
    }
}
