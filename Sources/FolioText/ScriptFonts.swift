/// Which installed faces Folio looks for per script, and which Debian package provides one: the
/// one table FontFinder and its errors read.
public struct ScriptFonts: Sendable, Hashable {
    /// The script's English name ("Thai").
    public let name: String
    /// The language fontconfig is asked to support (a fontconfig language: "th", "ja", "zh-cn").
    public let language: String?
    /// The Noto family tried first ("Noto Sans Thai"); then any sans-serif face that covers the text.
    public let family: String?
    /// The Debian package that provides a face.
    public let package: String

    /// The entry for `script`, with `language` (BCP 47) choosing among Han's families.
    public static func of(_ script: Script, language: String? = nil) -> ScriptFonts {
        let primary = language?.split(separator: "-").first.map { $0.lowercased() }
        if [Script.han, .hiragana, .katakana, .hangul].contains(script) {
            switch (script, primary) {
            case (.hiragana, _), (.katakana, _), (.han, "ja"):
                return ScriptFonts(name: "Japanese", language: "ja", family: "Noto Sans CJK JP", package: cjk)
            case (.hangul, _), (.han, "ko"):
                return ScriptFonts(name: "Korean", language: "ko", family: "Noto Sans CJK KR", package: cjk)
            default:
                return ScriptFonts(name: "Han", language: "zh-cn", family: "Noto Sans CJK SC", package: cjk)
            }
        }
        if script.tag == "Zsye" {
            return ScriptFonts(
                name: "Emoji", language: nil, family: "Noto Color Emoji", package: "fonts-noto-color-emoji")
        }
        if script == .common {
            return ScriptFonts(name: "Common (symbols)", language: nil, family: nil, package: core)
        }
        if let known = table[script.tag] {
            return ScriptFonts(name: known.name, language: known.language, family: known.family, package: core)
        }
        return ScriptFonts(name: script.tag, language: nil, family: nil, package: core)
    }

    private static let core = "fonts-noto-core"
    private static let cjk = "fonts-noto-cjk"

    private static let table: [String: (name: String, language: String, family: String)] = [
        "Latn": ("Latin", "en", "Noto Sans"),
        "Cyrl": ("Cyrillic", "ru", "Noto Sans"),
        "Grek": ("Greek", "el", "Noto Sans"),
        "Arab": ("Arabic", "ar", "Noto Sans Arabic"),
        "Hebr": ("Hebrew", "he", "Noto Sans Hebrew"),
        "Thai": ("Thai", "th", "Noto Sans Thai"),
        "Laoo": ("Lao", "lo", "Noto Sans Lao"),
        "Khmr": ("Khmer", "km", "Noto Sans Khmer"),
        "Mymr": ("Myanmar", "my", "Noto Sans Myanmar"),
        "Deva": ("Devanagari", "hi", "Noto Sans Devanagari"),
        "Beng": ("Bengali", "bn", "Noto Sans Bengali"),
        "Taml": ("Tamil", "ta", "Noto Sans Tamil"),
        "Geor": ("Georgian", "ka", "Noto Sans Georgian"),
        "Armn": ("Armenian", "hy", "Noto Sans Armenian"),
        "Ethi": ("Ethiopic", "am", "Noto Sans Ethiopic"),
    ]
}
