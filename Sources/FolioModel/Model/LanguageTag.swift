import FolioNavigation

/// A BCP 47 language tag (`en`, `ja`, `pt-BR`, `sr-Latn`, `zh-Hant-TW`), as `issue.yaml` and
/// front matter write it in `lang:`: checked for form (RFC 5646's grammar with a primary
/// language of two or three letters, so `english` is refused; no grandfathered or private-use
/// tags) and written in its conventional case (`zh-hant-tw` → `zh-Hant-TW`). The one place
/// that says which languages are written right to left.
public struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The tag in its conventional case: language lower case, script title case, region upper case.
    public let text: String
    /// The primary language subtag, lower case (`pt` of `pt-BR`).
    public let language: String
    /// The script subtag, title case (`Arab` of `ur-Arab`), when the tag names one.
    public let script: String?

    /// The language sinks write (`lang="en"`) for an issue or article that names none.
    public static let unnamed = "en"

    /// Primary languages written right to left when the tag names no script (`iw` and `ji` are
    /// Hebrew's and Yiddish's old codes).
    public static let rightToLeftLanguages: Set<String> = [
        "ar", "he", "iw", "fa", "ur", "yi", "ji", "ps", "sd", "ug", "dv", "ckb", "syr",
    ]
    /// Scripts written right to left: Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam.
    public static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm"]

    /// Reads `text` as a language tag; nil when it is not one (`en_US`, `english`, `e`).
    public init?(_ text: String) {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard subtags.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(Self.isASCIIAlphanumeric) }) else { return nil }
        var index = 0
        func next(_ matches: (String) -> Bool) -> String? {
            guard index < subtags.count, matches(subtags[index]) else { return nil }
            defer { index += 1 }
            return subtags[index]
        }
        guard let language = next({ Self.isAlpha($0, 2...3) })?.lowercased() else { return nil }
        var canonical = [language]
        for _ in 0..<3 {
            guard let extlang = next({ Self.isAlpha($0, 3...3) }) else { break }
            canonical.append(extlang.lowercased())
        }
        let script = next { Self.isAlpha($0, 4...4) }.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        if let script { canonical.append(script) }
        if let region = next({ Self.isAlpha($0, 2...2) || Self.isDigits($0, 3) }) {
            canonical.append(region.uppercased())
        }
        while let variant = next({
            (5...8).contains($0.count) || $0.count == 4 && Self.isDigits(String($0.prefix(1)), 1)
        }) {
            canonical.append(variant.lowercased())
        }
        while let singleton = next({ $0.count == 1 && $0.lowercased() != "x" }) {
            canonical.append(singleton.lowercased())
            guard let first = next({ (2...8).contains($0.count) }) else { return nil }
            canonical.append(first.lowercased())
            while let more = next({ (2...8).contains($0.count) }) { canonical.append(more.lowercased()) }
        }
        if next({ $0.lowercased() == "x" }) != nil {
            guard let first = next({ (1...8).contains($0.count) }) else { return nil }
            canonical += ["x", first.lowercased()]
            while let more = next({ (1...8).contains($0.count) }) { canonical.append(more.lowercased()) }
        }
        guard index == subtags.count else { return nil }
        self.text = canonical.joined(separator: "-")
        self.language = language
        self.script = script
    }

    /// The direction the language is written in: its script's when the tag names one (`az-Arab`
    /// right to left, `ar-Latn` left to right), else its primary language's.
    public var direction: WritingDirection {
        if let script { return Self.rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight }
        return Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    /// The tag as written in its conventional case.
    public var description: String { text }

    /// The direction of the language `tag` names (left to right for a text that is not a tag).
    public static func direction(of tag: String) -> WritingDirection {
        LanguageTag(tag)?.direction ?? .leftToRight
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isAlpha(_ subtag: String, _ lengths: ClosedRange<Int>) -> Bool {
        lengths.contains(subtag.count) && subtag.utf8.allSatisfy { !(0x30...0x39).contains($0) }
    }

    private static func isDigits(_ subtag: String, _ length: Int) -> Bool {
        subtag.count == length && subtag.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }
}
