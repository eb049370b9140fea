/// Character references in HTML text and attribute values: numeric ones (`&#8217;`,
/// `&#x2019;`) decoded here, named ones (`&hellip;`) by libcmark, whose table is the HTML
/// standard's (2,125 names), so the Markdown and the HTML of an article decode alike.
enum HTMLCharacterReferences {
    /// `text` with every well-formed reference replaced by its characters; a reference that
    /// names nothing stays as written, as browsers show it.
    static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(40).firstIndex(of: ";"),
                let decoded = reference(String(rest[rest.index(after: ampersand)..<semicolon]))
            else {
                result.append("&")
                rest = rest.dropFirst()
                continue
            }
            result += decoded
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// The characters of the reference `&body;`; nil when it is not one.
    private static func reference(_ body: String) -> String? {
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let isHex = digits.first == "x" || digits.first == "X"
            let number = isHex ? digits.dropFirst() : digits
            guard !number.isEmpty, number.count <= 8, let value = UInt32(number, radix: isHex ? 16 : 10) else {
                return nil
            }
            // The standard's replacements: nothing, a surrogate or past Unicode becomes U+FFFD.
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return String(Character(scalar ?? "\u{FFFD}"))
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        return CmarkDocument.namedCharacterReference(body)
    }
}
