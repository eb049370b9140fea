import FolioPluginAPI
import Foundation
import HTMLSink

@testable import MarkdownSource

/// What Folio makes of a piece of Markdown, the way the JSON and HTML sinks make page
/// fragments: the text is an article file (with a front-matter title, so that a heading in
/// it stays in the body), read by the Markdown source, paginated, each page rendered by
/// `HTMLFragmentRenderer`; the pages' HTML is joined without the page wrappers and the title
/// header, and without the `rel="noopener noreferrer"` Folio gives every link (the spec's
/// HTML has no `rel`; content is escaped, so the attribute cannot come from text).
struct FolioRendering {
    /// The joined HTML of the pages.
    let html: String
    /// What the source reported.
    let diagnostics: [Diagnostic]

    /// Pages tall enough that no example is split across pages.
    static let geometry = PageGeometry(width: 640, height: 100_000, margin: 24, fontSize: 17, lineHeight: 1.5)

    init(markdown: String, smartPunctuation: Bool) throws {
        let content = try TemporaryContent()
        try content.write("example.md", "---\ntitle: Example\n---\n" + markdown)
        let folder = try content.folder()
        var settings = IssueSettings()
        settings.smartPunctuation = smartPunctuation
        let output = MarkdownSource().load(
            folder.file(atRelativePath: "example.md"), in: folder, options: SourceOptions(settings: settings))
        diagnostics = output.diagnostics
        guard let article = output.article else {
            html = ""
            return
        }
        let renderer = HTMLFragmentRenderer()
        let pages = Paginator.standard(for: Self.geometry).paginate(article)
        html = pages.enumerated().map { index, page in
            Self.unwrapped(renderer.page(page, index: index, of: article))
        }.joined()
    }

    /// A page fragment without its `<section>` and its title header (content is escaped, so
    /// neither tag can come from it).
    static func unwrapped(_ page: String) -> String {
        var html = Substring(page)
        if let open = html.range(of: ">") { html = html[open.upperBound...] }
        if html.hasSuffix("</section>") { html = html.dropLast("</section>".count) }
        if html.hasPrefix("<header class=\"title\">"), let end = html.range(of: "</header>") {
            html = html[end.upperBound...]
        }
        return html.replacingOccurrences(of: " rel=\"noopener noreferrer\"", with: "")
    }
}
