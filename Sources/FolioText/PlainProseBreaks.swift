/// Line-break opportunities in plain prose, found without ICU: ASCII words of letters and digits,
/// each followed by nothing or by sentence punctuation (`. , ; : ! ?`), separated by spaces.
/// Most running text is like this, and for it Unicode's rules (UAX #14) come down to one:
/// a line may break after a run of spaces, before the next word, and at the end of the text.
/// Letters and digits do not break between them (LB23, LB28), punctuation does not break from
/// the word before it (LB13) and is followed only by spaces or more punctuation here, and
/// spaces do not break from what precedes them (LB7) and break before what follows (LB18).
///
/// Any other text, one apostrophe or hyphen included, is left to ICU (`nil`). This is a fast
/// path of `LineBreaker`, not a second set of rules: `PlainProseBreaksTests` holds it to ICU's
/// answers on every text of the sample issues and on random prose in several locales.
enum PlainProseBreaks {
    /// The opportunities in `bytes` (UTF-8, not empty) when they are plain prose, else nil.
    static func breaks(in bytes: UnsafeBufferPointer<UInt8>) -> [LineBreaker.UTF8Break]? {
        var found: [LineBreaker.UTF8Break] = []
        found.reserveCapacity(bytes.count / 4 + 2)
        var previous = Kind.space
        for (offset, byte) in bytes.enumerated() {
            let kind = Kind(byte)
            switch kind {
            case .other:
                return nil
            case .punctuation:
                // After a word or punctuation only, never first or after a space.
                guard previous == .word || previous == .punctuation, offset > 0 else { return nil }
            case .word:
                // Never straight after punctuation ("a.b", "a!b" follow other rules).
                guard previous != .punctuation else { return nil }
                if previous == .space && offset > 0 {
                    found.append(LineBreaker.UTF8Break(utf8Offset: offset, utf16Offset: offset, isMandatory: false))
                }
            case .space:
                break
            }
            previous = kind
        }
        found.append(LineBreaker.UTF8Break(utf8Offset: bytes.count, utf16Offset: bytes.count, isMandatory: false))
        return found
    }

    private enum Kind {
        case word, punctuation, space, other

        init(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                self = .word
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
                UInt8(ascii: "?"):
                self = .punctuation
            case UInt8(ascii: " "):
                self = .space
            default:
                self = .other
            }
        }
    }
}
