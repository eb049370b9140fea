import CFontconfig
import Foundation

/// Finds an installed face for a script through fontconfig: the script's Noto family first
/// (ScriptFonts), then any sans-serif face, each only if it supports the language and has a glyph
/// for every character asked for. Faces are upright: bold when asked and installed, else regular.
public struct FontFinder: Sendable {
    /// A finder over the system's fontconfig configuration.
    public init() {}

    /// A face for `script` that covers every character of `text` that needs a glyph (may be empty),
    /// for `language` (BCP 47; it chooses among the CJK families); the family's bold face when
    /// `bold` and one is installed, else its regular one (FoundFace.weight says which). Throws
    /// FontNotFound naming the script and the package to install.
    public func face(
        for script: Script, language: String? = nil, covering text: String = "", bold: Bool = false
    ) throws(FontNotFound) -> FoundFace {
        let fonts = ScriptFonts.of(script, language: language)
        let codepoints = Set(text.unicodeScalars.lazy.filter(\.needsGlyph).map(\.value)).sorted()
        for family in [fonts.family, "sans-serif"] {
            if let found = Self.find(family: family, language: fonts.language, bold: bold, codepoints: codepoints) {
                return found
            }
        }
        throw FontNotFound(script: script, scriptName: fonts.name, package: fonts.package)
    }

    /// The installed face of the family named `family` (`Noto Serif`, as `fc-list : family`
    /// lists it, in any case) closest to the style asked for; nil when no family of that name is
    /// installed (fontconfig offers another family then, which is not taken).
    public func face(named family: String, bold: Bool = false, italic: Bool = false) -> FoundFace? {
        let wanted = family.trimmingCharacters(in: .whitespaces)
        guard !wanted.isEmpty, !wanted.unicodeScalars.contains(where: { $0.value < 0x20 }),
            let found = Self.find(family: wanted, language: nil, bold: bold, italic: italic, codepoints: []),
            found.family.lowercased() == wanted.lowercased()
        else { return nil }
        return found
    }

    private static func find(
        family: String?, language: String?, bold: Bool, italic: Bool = false, codepoints: [UInt32]
    ) -> FoundFace? {
        var path = [CChar](repeating: 0, count: 4096)
        var name = [CChar](repeating: 0, count: 512)
        var index: Int32 = 0
        var weight: Int32 = 400
        var slanted: Int32 = 0
        let found = folio_fontconfig_find(
            family, language, (bold ? 1 : 0) | (italic ? 2 : 0), codepoints, Int32(codepoints.count), &path,
            Int32(path.count), &index, &name, Int32(name.count), &weight, &slanted)
        guard found == 1 else { return nil }
        var face = FoundFace(path: string(path), index: Int(index), family: string(name), weight: Int(weight))
        face.isItalic = slanted != 0
        return face
    }

    private static func string(_ chars: [CChar]) -> String {
        String(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
