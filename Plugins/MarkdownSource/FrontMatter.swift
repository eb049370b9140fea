import FolioFormats
import FolioPluginAPI

/// The article fields a Markdown file's YAML front matter sets.
struct FrontMatter: Equatable {
    /// The keys front matter may use; any other is warned about.
    static let knownKeys: Set<String> = ["title", "author", "date", "summary", "cover", "order", "draft", "lang"]

    var title: String?
    var author: String?
    var date: String?
    var summary: String?
    /// The cover image as written, still to be resolved against the content folder.
    var cover: Reference?
    var order: Int?
    /// `lang:`, the article's BCP 47 language tag in its conventional case.
    var language: String?
    /// `draft: true`: left out of the issue unless drafts are included (`Drafts`).
    var draft = false

    /// A path as written in front matter, with where it is written.
    struct Reference: Equatable {
        var path: String
        var location: SourceLocation
    }

    /// Reads the YAML found between the delimiters of `file`. `lineOffset` is the number of
    /// file lines before the YAML, so that every diagnostic names a line of the whole file.
    /// Each wrong value is reported and left unset; the others still count.
    static func read(_ yaml: String, file: ContentFile, lineOffset: Int) -> (FrontMatter, [Diagnostic]) {
        let mapping: YAMLMapping
        switch YAMLMapping.parse(yaml, path: file.displayPath, lineOffset: lineOffset) {
        case .success(let parsed): mapping = parsed
        case .failure(let diagnostic): return (FrontMatter(), [diagnostic])
        }
        var diagnostics = mapping.unknownKeys(known: knownKeys, in: "front matter")
        func value<Value>(_ result: Result<Value?, Diagnostic>) -> Value? {
            switch result {
            case .success(let value): return value
            case .failure(let diagnostic): diagnostics.append(diagnostic); return nil
            }
        }
        func text(_ key: String) -> String? {
            value(mapping.string(key)).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        }

        var matter = FrontMatter()
        matter.title = text("title")
        matter.author = text("author")
        matter.summary = text("summary")
        matter.order = value(mapping.int("order"))
        matter.draft = value(mapping.bool("draft")) ?? false
        matter.language = value(mapping.languageTag("lang"))
        if let date = text("date") {
            if ISODate.isValid(date) {
                matter.date = date
            } else {
                diagnostics.append(
                    .error(
                        "date: '\(date)' is not a calendar date; write it as YYYY-MM-DD (2026-11-21)",
                        at: mapping.location(ofValue: "date")))
            }
        }
        if let cover = text("cover") {
            matter.cover = Reference(path: cover, location: mapping.location(ofValue: "cover"))
        }
        return (matter, diagnostics)
    }
}
