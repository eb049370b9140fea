import Foundation
import Testing

@testable import FolioText

/// Terminal cell widths against Unicode's own data files, as Debian's `unicode-data` installs them
/// in /usr/share/unicode (scripts/ensure-deps test): not against ICU, which the table is filled
/// from. The rule, from the files: a control (Cc), a non-spacing or enclosing mark (Mn, Me) or a
/// format character (Cf) takes no cell (but the soft hyphen, one); so do Hangul vowel and final
/// jamo (HangulSyllableType V, T); an East Asian Wide or Fullwidth code point (EastAsianWidth W,
/// F) or an Emoji_Presentation one (emoji-data) takes two; any other Default_Ignorable_Code_Point
/// (DerivedCoreProperties) none; every other code point one. Outside CI a missing folder skips the
/// test with its reason; under CI=true the test runs and fails on the missing file.
@Suite struct CellWidthUnicodeDataTests {
    static let folder = URL(fileURLWithPath: "/usr/share/unicode")

    static var available: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("EastAsianWidth.txt").path)
            || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// The ranges of a UCD file whose property field (the second) is one of `values`.
    static func codePoints(in path: String, where values: Set<String>) throws -> [ClosedRange<UInt32>] {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        var ranges: [ClosedRange<UInt32>] = []
        for line in text.split(separator: "\n") {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2, values.contains(fields[1]) else { continue }
            let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last else { continue }
            ranges.append(low...high)
        }
        return ranges
    }

    /// General categories from UnicodeData.txt, its `<…, First>`/`<…, Last>` pairs as ranges.
    static func categories() throws -> [UInt32: Substring] {
        let text = try String(contentsOf: folder.appendingPathComponent("UnicodeData.txt"), encoding: .utf8)
        var categories: [UInt32: Substring] = [:]
        var first: UInt32?
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count > 2, let value = UInt32(fields[0], radix: 16) else { continue }
            if fields[1].hasSuffix(", First>") {
                first = value
            } else if fields[1].hasSuffix(", Last>"), let start = first {
                for code in start...value { categories[code] = fields[2] }
                first = nil
            } else {
                categories[value] = fields[2]
            }
        }
        return categories
    }

    @Test(.enabled(if: available, "needs Unicode's data files in /usr/share/unicode (Debian's unicode-data)"))
    func everyCodePointHasTheWidthUnicodesFilesGive() throws {
        let categories = try Self.categories()
        var widths = [UInt8](repeating: 1, count: 0x110000)
        func set(_ ranges: [ClosedRange<UInt32>], _ width: UInt8, unless keep: (UInt32) -> Bool = { _ in false }) {
            for range in ranges { for code in range where !keep(code) { widths[Int(code)] = width } }
        }
        // Lowest priority first: each later rule overrides the ones before it.
        set(try Self.codePoints(in: "DerivedCoreProperties.txt", where: ["Default_Ignorable_Code_Point"]), 0)
        set(try Self.codePoints(in: "EastAsianWidth.txt", where: ["W", "F"]), 2)
        set(try Self.codePoints(in: "emoji/emoji-data.txt", where: ["Emoji_Presentation"]), 2)
        set(try Self.codePoints(in: "HangulSyllableType.txt", where: ["V", "T"]), 0)
        for (code, category) in categories where ["Cc", "Mn", "Me", "Cf"].contains(category) && code != 0xAD {
            widths[Int(code)] = 0
        }
        widths[0xAD] = 1
        var disagreements: [String] = []
        var counts = [0, 0, 0]
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let width = CellWidth.of(scalar)
            counts[min(width, 2)] += 1
            if width != Int(widths[Int(value)]) {
                disagreements.append(
                    "U+\(String(value, radix: 16, uppercase: true)): Folio \(width), Unicode \(widths[Int(value)])")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) code points: \(disagreements.prefix(20))")
        #expect(counts[2] > 100_000 && counts[0] > 2_000, "\(counts)")
    }
}
