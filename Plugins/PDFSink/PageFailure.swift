import FolioPluginAPI
import Foundation
import PDFCairo

/// What cairo refused on a page, said so that a person can find it: the article's file, its
/// id, the page (of the article and of the PDF) and the text cairo could not draw.
///
/// cairo records a page's drawing and writes it when the page ends, so its error says only
/// that something on the page was wrong. The page is drawn again into a scratch document
/// (written to /dev/null), its blocks one more at a time, until cairo refuses: the block that
/// was added last is the one named. Only a failed build pays for this.
struct PageFailure {
    let publication: Publication
    /// The file's name (`issue.pdf`, `party.pdf`).
    let fileName: String

    /// Draws a page again into a document: what comes before its blocks (a destination),
    /// then its first `count` blocks, then, when `count` is more than it has, the rest (the
    /// running foot).
    typealias Redraw = (_ document: CairoDocument, _ count: Int) -> Void

    /// The error for cairo's `failure` on page `offset` (from 0) of `pageCount` of the article
    /// at `index`, which is page `number` of the file; `typeset` is what was drawn on it.
    func error(
        _ failure: CairoError, article index: Int, page offset: Int, of pageCount: Int, number: Int,
        typeset: TypesetPage, redraw: Redraw
    ) -> FolioError {
        let article = publication.issue.articles[index]
        let place = "page \(offset + 1) of \(pageCount) of article '\(article.id)' (page \(number) of \(fileName))"
        let culprit: String
        switch Self.firstRefused(blockCount: typeset.blocks.count, on: typeset.geometry, redraw: redraw) {
        case 0?: culprit = "its start (the article's destination)"
        case let count? where count <= typeset.blocks.count: culprit = Self.describe(typeset.blocks[count - 1])
        case _?: culprit = "the running foot"
        case nil:
            let first = typeset.blocks.lazy.flatMap(\.lines).first?.text
            culprit = first.map { "the page that begins \(Self.excerpt($0))" } ?? "the page"
        }
        return FolioError(
            step: "publish pdf",
            diagnostics: [
                .error(
                    "cairo could not draw \(place), at \(culprit): \(failure.message)",
                    at: publication.folder.file(atRelativePath: article.sourcePath).location())
            ])
    }

    /// The error for cairo's `failure` on contents page `page` (from 1), listing `titles`.
    func contentsError(_ failure: CairoError, page: Int, titles: [String]) -> FolioError {
        let listed = titles.first.map { first in
            ", at the entries from \(Self.excerpt(first)) to \(Self.excerpt(titles.last ?? first))"
        }
        return FolioError(
            step: "publish pdf",
            "cairo could not draw contents page \(ContentsPages.roman(page)) of \(fileName)\(listed ?? ""): \(failure.message)"
        )
    }

    /// The least count of blocks (0 to `blockCount`, then `blockCount + 1` for the whole page)
    /// that cairo refuses when the page is drawn with them alone; nil when it takes them all.
    static func firstRefused(blockCount: Int, on geometry: PageGeometry, redraw: Redraw) -> Int? {
        for count in 0...blockCount + 1 {
            guard let scratch = try? CairoDocument(url: URL(fileURLWithPath: "/dev/null")) else { return nil }
            scratch.beginPage(width: geometry.width, height: geometry.height, label: "1")
            redraw(scratch, count)
            do { try scratch.endPage() } catch { return count }
        }
        return nil
    }

    /// A block in words: what it is and the start of its text (`the heading (level 3)
    /// '🎉 Accepted'`).
    static func describe(_ block: TypesetPage.Block) -> String {
        let text = block.lines.map(\.text).joined(separator: " ")
        let what: String
        switch block.role {
        case .title: what = "the title"
        case .byline: what = "the byline"
        case .dek: what = "the dek"
        case .heading(let level): what = "the heading (level \(level))"
        case .paragraph: what = "the paragraph"
        case .listItem: what = "the list item"
        case .marker: what = "a list item's marker"
        case .code: what = "the code"
        case .figure:
            let path = block.photo.map { " '\($0.photo.path)'" } ?? ""
            return "the photo\(path)" + (text.isEmpty ? "" : " captioned \(excerpt(text))")
        case .quote: return "a quotation's bar"
        case .rule: return "a thematic break"
        case .table: return "a table's rules"
        case .tableCell(let header): what = header ? "the table header cell" : "the table cell"
        }
        return text.isEmpty ? "\(what), empty" : "\(what) \(excerpt(text))"
    }

    /// The most characters of a text a message quotes.
    static let excerptLength = 60

    /// `text` in single quotes, cut to `excerptLength` characters with `…`; its control
    /// characters are escaped where the message is printed (`Diagnostic`).
    static func excerpt(_ text: String) -> String {
        let cut = text.count > excerptLength ? text.prefix(excerptLength - 1) + "…" : Substring(text)
        return "'\(cut)'"
    }
}
