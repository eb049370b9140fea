import CFolioICU
import Synchronization

/// Turns a title or a file name in any script into an ASCII id for links and file names, with
/// ICU's transforms: `日本の旅` → `ri-ben-no-lu`, `Москва` → `moskva`, `Αθήνα` → `athina`,
/// `Ærø Straße` → `aero-strasse`.
///
/// Lifetime: the ICU transliterator is opened once in init and closed in deinit; it is used
/// under a lock, as one ICU transliterator is not to be used by two threads at once.
public final class IDTransliterator: Sendable {
    /// The ICU transform: Greek by the UN's modern romanisation (η → i, as `Αθήνα` → `Athína`),
    /// then every other script to Latin (Han as Mandarin pinyin, kana as romaji), then to ASCII.
    public static let transform = "Greek-Latin/UNGEGN; Any-Latin; Latin-ASCII"

    private let transliterator: Mutex<UnsafeMutableRawPointer>

    /// Opens the transform. Throws only when ICU lacks its data.
    public init() throws(TextEngineError) {
        guard let handle = folio_icu_transliterator_open(Self.transform) else {
            throw TextEngineError("opening the ICU transform \(Self.transform)")
        }
        transliterator = Mutex(handle)
    }

    deinit {
        transliterator.withLock { folio_icu_transliterator_close($0) }
    }

    /// `text` in ASCII (letters keep their case; punctuation and spaces stay).
    public func ascii(_ text: String) throws(TextEngineError) -> String {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return "" }
        var capacity = units.count * 4 + 16
        for _ in 0..<4 {
            var output = [UInt16](repeating: 0, count: capacity)
            let length = transliterator.withLock { handle in
                folio_icu_transliterate(handle, units, Int32(units.count), &output, Int32(capacity))
            }
            guard length >= 0 else { break }
            if Int(length) <= capacity { return String(decoding: output.prefix(Int(length)), as: UTF16.self) }
            capacity = Int(length)
        }
        throw TextEngineError("ICU transliteration of a \(units.count)-unit text")
    }

    /// The id of `text`: its ASCII form in lower case, with every run of other characters one
    /// hyphen and none at either end ("" when nothing of the text has an ASCII form). Text that
    /// is ASCII already skips the transform (ICU's costs more than the rest).
    public func id(for text: String) throws(TextEngineError) -> String {
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        var id = ""
        var pendingHyphen = false
        for scalar in try (isASCII ? text : ascii(Self.separatingHanFromKana(text))).lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen, !id.isEmpty { id.append("-") }
                pendingHyphen = false
                id.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return id
    }

    /// `text` with a space wherever Han meets kana: ICU writes kana onto the syllable before
    /// (`本の` → `benno`), so a Japanese particle or ending becomes a word of its own (`ben no`).
    private static func separatingHanFromKana(_ text: String) -> String {
        var separated = String.UnicodeScalarView()
        var previous: Script?
        for scalar in text.unicodeScalars {
            var script: Script? = Script.of(scalar)
            if script == .katakana { script = .hiragana }
            if script != .han, script != .hiragana { script = nil }
            if let previous, let script, previous != script { separated.append(" ") }
            previous = script
            separated.append(scalar)
        }
        return String(separated)
    }
}
