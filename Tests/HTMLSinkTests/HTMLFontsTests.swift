import FolioPluginAPI
import FolioText
import Foundation
import Testing

@testable import HTMLSink

/// The fonts the bundle ships: the CSS family lists are the stacks the paginator measured with,
/// in the same order, and each subset draws every character its stacks give it.
@Suite struct HTMLFontsTests {
    static let texts: [(language: String, text: String)] = [
        (language: "en", text: "The travel issue — “Ærø”, naïve café, a word of Arabic: مرحبا. `code` & more…"),
        (language: "ja", text: "日本の旅。東京から京都へ、新幹線で行きました。「ありがとう」"),
        (language: "ar", text: "مجلة السفر: رحلة إلى القاهرة، 2026."),
        (language: "zh", text: "中文的旅行杂志，写于上海。"),
        (language: "th", text: "ภาษาไทย สวัสดีครับ"),
        (language: "ru", text: "Москва — столица России."),
    ]
    static let fonts = IssueFonts(texts: texts)
    static let shipped = Result { try HTMLFonts(fonts) }

    /// The declarations of one `selector { ... }` rule of the style sheet, by property.
    func declarations(_ selector: String, in css: String) throws -> [String: String] {
        let line = try #require(css.split(separator: "\n").first { $0.hasPrefix(selector + " { ") })
        var found: [String: String] = [:]
        for declaration in line.dropFirst(selector.count + 3).dropLast(2).split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            found[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return found
    }

    @Test func theFamilyListsAreTheStacksInTheirOrder() throws {
        let html = try Self.shipped.get()
        let names = Set(html.faces.map(\.typeface.name))
        func listed(_ stack: FontStack) -> String {
            stack.faces.filter { names.contains($0.name) }.map { "\"\($0.name)\"" }.joined(separator: ", ")
        }
        let root = try declarations(":root", in: html.styleSheet)
        for request in IssueFonts.requests {
            #expect(root[HTMLFonts.property(request)] == listed(Self.fonts.defaultStack(for: request)))
        }
        for language in ["en", "ja", "ar", "zh", "th", "ru"] {
            let rule = try declarations(":lang(\(language))", in: html.styleSheet)
            for request in IssueFonts.requests {
                #expect(rule[HTMLFonts.property(request)] == listed(Self.fonts.stack(for: request, language: language)))
            }
        }
        let japanese = try declarations(":lang(ja)", in: html.styleSheet)["--folio-body"]
        #expect(japanese?.hasPrefix("\"Caladea-Regular\", \"NotoSansCJKjp-Regular\"") == true)
        // Every face has its family and its file.
        for face in html.faces {
            #expect(
                html.styleSheet.contains(
                    "@font-face { font-family: \"\(face.typeface.name)\"; src: url(fonts/\(face.typeface.name).woff2)"))
            #expect(html.files.contains { $0.path == "fonts/\(face.typeface.name).woff2" && $0.data == face.data })
        }
        #expect(html.files.first?.path == "fonts.css")
    }

    @Test func eachSubsetDrawsTheCharactersItsStacksGiveIt() throws {
        let html = try Self.shipped.get()
        let subsets = try Dictionary(
            uniqueKeysWithValues: html.faces.map { ($0.typeface.name, try FontFace(data: $0.data)) })
        var checked = 0
        for (language, text) in Self.texts {
            for request in IssueFonts.requests {
                let stack = Self.fonts.stack(for: request, language: language)
                for character in text where character.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) {
                    let face = stack.face(for: character)
                    let subset = try #require(subsets[face.name], "\(face.name) is not shipped")
                    #expect(subset.covers(String(character)), "\(face.name) lacks \(character)")
                    // The browser, walking the shipped list, stops at the same face.
                    let first = stack.faces.first { subsets[$0.name]?.covers(String(character)) == true }
                    #expect(first === face, "\(character) in \(language) \(request)")
                    checked += 1
                }
            }
        }
        #expect(checked > 1000)
        // The interface's characters are in the body faces (those Caladea has).
        let labels = HTMLFonts.interface.filter { DefaultFaces.shared.bold.face.covers(String($0)) }
        #expect(labels.count > 95)
        #expect(subsets["Caladea-Bold"]?.covers(labels) == true)
    }

    @Test func aCJKSubsetIsSmallAndTheWholeIsReported() throws {
        let html = try Self.shipped.get()
        let japanese = try #require(html.faces.first { $0.typeface.name == "NotoSansCJKjp-Regular" })
        // 19.5 MB whole; a few dozen characters' subset is some kilobytes.
        #expect(japanese.data.count < 60_000)
        #expect(japanese.data.starts(with: WOFF2.signature))
    }

    @Test func noFontsGiveAStyleSheetWithoutFaces() throws {
        let html = try HTMLFonts(nil)
        #expect(html.faces.isEmpty)
        #expect(html.files.map(\.path) == ["fonts.css"])
    }
}
