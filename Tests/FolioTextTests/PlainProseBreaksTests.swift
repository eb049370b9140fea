import Foundation
import Testing

@testable import FolioText

/// `PlainProseBreaks`, the fast path of `LineBreaker` for plain prose, held to ICU's answers: on
/// every line of the sample issues' Markdown and on random prose in several locales, whatever
/// text the fast path takes, it must find exactly the opportunities ICU finds.
@Suite struct PlainProseBreaksTests {
    static let locales = ["en", "de", "fr", "ja", "zh-Hant", "th", "ar", "he", "ru"]

    /// The fast path's opportunities for `text`, or nil when it leaves `text` to ICU, and ICU's.
    static func both(_ text: String, locale: String) throws -> ([LineBreaker.UTF8Break]?, [LineBreaker.UTF8Break]) {
        var text = text
        let breaker = LineBreaker(language: locale)
        return try text.withUTF8 { bytes in
            (PlainProseBreaks.breaks(in: bytes), try breaker.icuBreaks(in: bytes))
        }
    }

    static func same(_ fast: [LineBreaker.UTF8Break], _ icu: [LineBreaker.UTF8Break]) -> Bool {
        fast.map(\.utf8Offset) == icu.map(\.utf8Offset) && fast.map(\.utf16Offset) == icu.map(\.utf16Offset)
            && fast.map(\.isMandatory) == icu.map(\.isMandatory)
    }

    @Test func plainProseBreaksAfterSpaces() throws {
        let (fast, icu) = try Self.both("Rain new  or was line, note in. At it!", locale: "en")
        let offsets = try #require(fast).map(\.utf8Offset)
        #expect(offsets == [5, 10, 13, 17, 23, 28, 32, 35, 38])
        #expect(Self.same(try #require(fast), icu))
    }

    @Test func otherTextIsLeftToICU() throws {
        for text in [
            "it's", "twenty-one", "a.b", "(note)", "a  ,b", ".start", "3.14", "café", "tab\there", "line\nfeed",
        ] {
            #expect(try Self.both(text, locale: "en").0 == nil, "\(text)")
        }
    }

    @Test func agreesWithICUOnRandomProse() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789      .,;:!?")
        var taken = 0
        for round in 0..<6000 {
            let length = Int.random(in: 1...60, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let locale = Self.locales[round % Self.locales.count]
            let (fast, icu) = try Self.both(text, locale: locale)
            guard let fast else { continue }
            taken += 1
            #expect(
                Self.same(fast, icu),
                "\(locale): \"\(text)\": \(fast.map(\.utf8Offset)) vs ICU \(icu.map(\.utf8Offset))")
        }
        // The random prose must exercise the fast path, not only fall back from it.
        #expect(taken > 500)
    }

    @Test func agreesWithICUOnTheSampleIssues() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var taken = 0
        for folder in ["Content", "Examples"] {
            let files = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "md", let source = try? String(contentsOf: file, encoding: .utf8) else {
                    continue
                }
                for line in source.split(separator: "\n") where !line.isEmpty {
                    for locale in ["en", "ja"] {
                        let (fast, icu) = try Self.both(String(line), locale: locale)
                        guard let fast else { continue }
                        taken += 1
                        #expect(Self.same(fast, icu), "\(file.lastPathComponent): \(line)")
                    }
                }
            }
        }
        #expect(taken > 100)
    }
}
