import CHyphen
import Foundation
import Synchronization

/// Where words of one language may be hyphenated, with libhyphen and the pattern dictionaries
/// of Debian's hyphen-* packages (/usr/share/hyphen): `Silbentrennung` → `Sil-ben-tren-nung`.
///
/// Lifetime: the dictionary is loaded once in init and freed in deinit; it is used under a lock.
public final class Hyphenator: Sendable {
    /// Where Debian installs the dictionaries.
    public static let dictionaryFolder = "/usr/share/hyphen"

    /// The language (BCP 47) the hyphenator was made for.
    public let language: String
    /// The dictionary file in use.
    public let dictionaryPath: String
    private let isUTF8: Bool
    private let dictionary: Mutex<UnsafeMutableRawPointer>

    /// Loads the dictionary for `language` ("de", "de-CH", "en-US"): the one for the language and
    /// region, else the language's own (hyph_de.dic), else its main region's (hyph_de_DE.dic).
    public init(language: String) throws(HyphenationError) {
        let parts = language.split(separator: "-").map(String.init)
        let primary = parts.first?.lowercased() ?? ""
        let region = parts.dropFirst().first { $0.count == 2 }?.uppercased()
        let names = [region.map { "\(primary)_\($0)" }, primary, "\(primary)_\(primary.uppercased())"].compactMap { $0 }
        let candidates = names.map { "\(Self.dictionaryFolder)/hyph_\($0).dic" }
        for path in candidates where FileManager.default.isReadableFile(atPath: path) {
            if let handle = folio_hyphen_open(path) {
                self.language = language
                self.dictionaryPath = path
                self.isUTF8 = folio_hyphen_is_utf8(handle) != 0
                self.dictionary = Mutex(handle)
                return
            }
        }
        throw HyphenationError(
            language: language, searched: candidates, package: primary == "en" ? "hyphen-en-us" : "hyphen-\(primary)")
    }

    deinit {
        dictionary.withLock { folio_hyphen_close($0) }
    }

    /// The places in `word` (one word, letters only) after which a hyphen may go, in order;
    /// empty for a word the dictionary does not hyphenate, or that its encoding cannot spell.
    public func points(in word: String) -> [String.Index] {
        let lower = word.lowercased()
        let scalars = Array(word.unicodeScalars)
        guard lower.unicodeScalars.count == scalars.count, let bytes = encode(lower) else { return [] }
        var breaks = [UInt8](repeating: 0, count: bytes.bytes.count)
        let failed = dictionary.withLock { handle in
            bytes.bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    folio_hyphen_points(handle, $0.baseAddress, Int32($0.count), &breaks) != 0
                }
            }
        }
        guard !failed else { return [] }
        // A break after byte i is a break after the scalar whose last byte is i.
        var points: [String.Index] = []
        var index = word.unicodeScalars.startIndex
        for (scalar, lastByte) in bytes.lastByteOfScalar.enumerated() {
            index = word.unicodeScalars.index(after: index)
            if breaks[lastByte] != 0, scalar < scalars.count - 1, index.samePosition(in: word) != nil {
                points.append(index)
            }
        }
        return points
    }

    /// `word` with `marker` at each point (a soft hyphen, U+00AD, by default).
    public func hyphenated(_ word: String, marker: String = "\u{AD}") -> String {
        var result = ""
        var start = word.startIndex
        for point in points(in: word) {
            result += word[start..<point] + marker
            start = point
        }
        return result + word[start...]
    }

    /// `text` in the dictionary's encoding, and the offset of the last byte of each scalar.
    private func encode(_ text: String) -> (bytes: [UInt8], lastByteOfScalar: [Int])? {
        var bytes: [UInt8] = []
        var lastBytes: [Int] = []
        for scalar in text.unicodeScalars {
            if isUTF8 {
                bytes += Array(String(scalar).utf8)
            } else {
                guard scalar.value < 256 else { return nil }
                bytes.append(UInt8(scalar.value))
            }
            lastBytes.append(bytes.count - 1)
        }
        return bytes.isEmpty || bytes.count > 100 ? nil : (bytes, lastBytes)
    }
}
