import FolioFormats
import FolioPluginAPI
import Foundation
import PropertyBased
import Testing

@testable import MarkdownSource

/// Nothing the author wrote is lost: for Markdown files made from a grammar of Markdown blocks,
/// HTML blocks (kramdown's `markdown="1"` pull quotes, details, figures, tables, scripts) and
/// inline HTML, every word of the file's text reaches the JSON bundle's blocks, unless a
/// warning names it. The file's text is computed apart from the converter: libcmark's tree,
/// with HTML's tags, comments, scripts and styles stripped by pattern and what is left read
/// again as Markdown (kramdown reads it so; a link's destination is not a word).
@Suite struct HTMLWordsPropertyTests {
    static let seeds = Gen.int(in: 0...Int.max)
    static let count = Int(ProcessInfo.processInfo.environment["FOLIO_PROPERTY_COUNT"] ?? "") ?? 200

    @Test func everyWordReachesTheBundleUnlessAWarningNamesIt() async {
        await propertyCheck(count: Self.count, input: Self.seeds) { seed in
            var grammar = MarkdownGrammar(seed: UInt64(truncatingIfNeeded: seed))
            let body = grammar.document()
            let problems = Self.lostWords(in: body)
            #expect(problems.isEmpty, "seed \(seed): lost \(problems.prefix(8)) from:\n\(body)")
        }
    }

    /// The words of `body` that do not reach the bundle and no warning names, or a failure.
    static func lostWords(in body: String) -> [String] {
        do {
            let content = try TemporaryContent()
            try content.writePNG("photos/harbour.png", width: 40, height: 30)
            let output = try content.load("a.md", "---\ntitle: Words\n---\n" + body)
            guard let article = output.article else { return ["no article: \(output.diagnostics)"] }
            if let error = output.diagnostics.first(where: { $0.severity == .error }) { return ["error: \(error)"] }
            var writer = JSONWriter()
            writer.array(article.blocks)
            var texts: [String] = []
            Self.gatherTexts(try JSONSerialization.jsonObject(with: Data(writer.bytes)), into: &texts)
            var reached = Self.wordCounts(texts.joined(separator: " "))
            var lost: [String] = []
            for word in Self.words(AuthorsText.of(body)) {
                if let count = reached[word], count > 0 { reached[word] = count - 1 } else { lost.append(word) }
            }
            let warned = output.diagnostics.map(\.message).joined(separator: " ").lowercased()
            return lost.filter { !warned.contains($0) }
        } catch {
            return ["\(error)"]
        }
    }

    /// The strings a reader is shown: texts, captions and alt texts (a table's cells too), in
    /// document order.
    static func gatherTexts(_ value: Any, into texts: inout [String]) {
        if let object = value as? [String: Any] {
            for key in ["text", "caption", "alt"] { if let text = object[key] as? String { texts.append(text) } }
            for (key, item) in object where ["content", "items", "header", "rows"].contains(key) {
                gatherTexts(item, into: &texts)
            }
        } else if let array = value as? [Any] {
            for item in array { gatherTexts(item, into: &texts) }
        }
    }

    /// The words of `text`, lower-cased: runs of letters, and each digit alone, so that a word
    /// reads the same whether its parts are runs of their own (`H`, `2`, `O` of H<sub>2</sub>O,
    /// `2026` and `2` of 2026<sup>2</sup> in a paragraph) or one string (a caption has no runs).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isNumber {
                if !current.isEmpty { words.append(current) }
                words.append(String(character))
                current = ""
            } else if character.isLetter {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// How often each word of `text` occurs.
    static func wordCounts(_ text: String) -> [String: Int] {
        words(text).reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}

/// The text of a Markdown file as its author wrote it, read apart from Folio's converters:
/// libcmark's tree (text, code, code blocks, image descriptions) and its HTML with the tags,
/// comments, scripts and styles cut out by pattern, the rest read again as Markdown.
enum AuthorsText {
    /// The link reference definitions of the grammar's files, which HTML's Markdown may use.
    static let definitions = "\n\n[ref]: https://example.com/ref\n"

    static func of(_ markdown: String) -> String {
        guard let document = CmarkDocument(parsing: Array(markdown.utf8)) else { return "" }
        return document.withRoot { root in
            var text = ""
            root.forEachNode { node in
                switch node.kind {
                case .text, .code: text += node.literal
                case .codeBlock: text += " " + node.literal + " "
                case .htmlBlock, .htmlInline: text += " " + html(node.literal) + " "
                case .softBreak, .lineBreak, .paragraph, .heading, .item, .blockQuote, .list: text += " "
                default: break
                }
            }
            return text
        }
    }

    private static func html(_ fragment: String) -> String {
        var text = fragment
        for pattern in [
            #"<!--[\s\S]*?(-->|$)"#, #"<(script|style)\b[\s\S]*?(</\1\s*>|$)"#, #"<[A-Za-z/!?][^>]*>"#,
        ] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: [.regularExpression, .caseInsensitive])
        }
        let entities = ["&amp;": "&", "&copy;": "©", "&#8217;": "’", "&quot;": "\"", "&hellip;": "…"]
        for (entity, character) in entities { text = text.replacingOccurrences(of: entity, with: character) }
        guard text.contains(where: { !$0.isWhitespace }) else { return "" }
        return of(text + definitions)
    }
}
