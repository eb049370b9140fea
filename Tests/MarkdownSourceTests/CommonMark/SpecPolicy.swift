import FolioPluginAPI
import Foundation

/// The spec examples Folio renders differently on purpose, read from
/// `docs/commonmark-policy.md` (the one list; the README links it): a table row per example,
/// `| number | policy | note |`.
enum SpecPolicy: String, CaseIterable, Sendable {
    /// Raw HTML is not passed through: it is read into Folio's blocks and runs, every word kept.
    case rawHTML = "raw HTML"
    /// An HTML comment is the writer's note: dropped without a word.
    case comment = "comment"
    /// A link whose scheme is not http, https or mailto is reduced to its text (a warning).
    case scheme = "link scheme"
    /// An image that is not a PNG or JPEG file in the content folder is refused (an error).
    case image = "image"
    /// The spec text is 0.31.2 and libcmark implements 0.30: Folio must render as `cmark` does.
    case specVersion = "spec 0.31"

    /// Whether the source's diagnostics (or, for a comment, the Markdown) show that this
    /// policy applied to `example`.
    func applies(to example: SpecExample, diagnostics: [Diagnostic]) -> Bool {
        switch self {
        case .rawHTML: example.markdown.contains("<")
        case .comment: example.markdown.contains("<!--")
        case .scheme: diagnostics.contains { $0.message.contains("link to a '") }
        case .image: diagnostics.contains { $0.severity == .error && $0.message.contains("image") }
        case .specVersion: true
        }
    }

    /// What the spec's HTML becomes under this policy, normalised: Folio must render exactly
    /// this, so that a listed example differs from the spec by the policy and nothing else.
    /// - raw HTML: the spec's HTML (not normalised) as `comparable` reads it, its text;
    /// - comments: `cmark`'s safe rendering (raw HTML omitted), empty paragraphs gone;
    /// - link scheme: the spec's HTML with each refused link replaced by its text;
    /// - image: the spec's HTML without its images, the text beside them trimmed, empty
    ///   paragraphs gone;
    /// - spec 0.31: what `cmark` (libcmark 0.30.2) renders.
    func expected(for example: SpecExample) throws -> String {
        let spec = HTMLNormalizer.normalize(example.html)
        switch self {
        case .rawHTML:
            // The spec's HTML as written: the normaliser would read a CDATA section as a
            // declaration, which a reader never sees.
            return comparable(example.html)
        case .comment:
            let safe = try Cmark.html(example.markdown).replacing("<!-- raw HTML omitted -->", with: "")
            return Self.withoutEmptyParagraphs(HTMLNormalizer.normalize(safe)).trimmingCharacters(
                in: .whitespacesAndNewlines)
        case .scheme:
            return spec.replacing(#/<a href="(?<href>[^"]*)"[^>]*>(?<text>.*?)<\/a>/#) { match in
                LinkPolicy.allows(String(match.href)) ? String(match.0) : String(match.text)
            }
        case .image:
            // The text beside a photo that leaves its paragraph is trimmed at the photo's side.
            let withoutImages = spec.replacing(#/<img [^>]*>/#, with: "")
                .replacing("<p> ", with: "<p>").replacing(" </p>", with: "</p>")
            return Self.withoutEmptyParagraphs(withoutImages)
        case .specVersion:
            return HTMLNormalizer.normalize(try Cmark.html(example.markdown, options: ["--unsafe"]))
        }
    }

    /// What of Folio's rendering `expected` is compared with: for raw HTML, the text a reader
    /// sees (tags, comments, scripts and styles cut out, references decoded, no whitespace),
    /// since Folio sets HTML in its own markup but must keep every character of its text;
    /// for the other policies the rendering itself.
    func comparable(_ html: String) -> String {
        guard self == .rawHTML else { return html }
        // A CDATA section's text is kept (Folio shows what the author wrote there), escaped so
        // that cutting tags leaves it; a script or style left open runs to the end; a tag's
        // quoted attribute values may hold `>`.
        var text = ""
        var rest = Substring(html)
        while let open = rest.range(of: "<![CDATA[") {
            text += rest[..<open.lowerBound]
            let close = rest[open.upperBound...].range(of: "]]>")
            let inside = rest[open.upperBound..<(close?.lowerBound ?? rest.endIndex)]
            text += inside.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
            rest = close.map { rest[$0.upperBound...] } ?? ""
        }
        text += rest
        for pattern in [
            #"<!--[\s\S]*?-->"#, #"<(script|style)\b[\s\S]*?(</\1>|$)"#,
            #"<[A-Za-z/!?](?:"[^"]*"|'[^']*'|[^'">])*>"#,
        ] {
            text = text.replacingOccurrences(of: pattern, with: "", options: [.regularExpression, .caseInsensitive])
        }
        for (entity, character) in ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&amp;": "&"] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return String(text.filter { !$0.isWhitespace })
    }

    private static func withoutEmptyParagraphs(_ html: String) -> String {
        html.replacing("<p></p>", with: "")
    }

    static var documentURL: URL { PackageRoot.url.appendingPathComponent("docs/commonmark-policy.md") }

    /// Example number to policy, as the document lists them.
    static func listed() throws -> [Int: SpecPolicy] {
        let text = try String(contentsOf: documentURL, encoding: .utf8)
        var listed: [Int: SpecPolicy] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3, let number = Int(cells[1]) else { continue }
            guard let policy = SpecPolicy(rawValue: cells[2]) else {
                throw UnknownPolicy(line: String(line))
            }
            listed[number] = policy
        }
        return listed
    }
}

struct UnknownPolicy: Error, CustomStringConvertible {
    let line: String
    var description: String {
        "docs/commonmark-policy.md names a policy the test does not know: \(line) (known: "
            + SpecPolicy.allCases.map(\.rawValue).joined(separator: ", ") + ")"
    }
}
