import FolioPluginAPI

/// The page map `folio paginate` prints: per article its pages with their fill and first
/// words, then a totals line. Deterministic, so golden files can pin it.
struct PageMap {
    let issue: Issue
    let layout: IssueLayout
    /// What the pages were measured with (`html 400×680 px`, `cells 80×24`).
    let measure: String

    /// How many words of a page's text the map shows.
    static let wordCount = 8
    /// How many characters the fill bar has.
    static let barWidth = 10

    func lines() -> [String] {
        var lines = ["\(issue.title): pages for \(measure)"]
        for (article, pages) in zip(issue.articles, layout.columns) {
            lines.append("")
            lines.append("\(article.id)  \"\(article.title)\"  \(BuildSummary.count(pages.count, "page"))")
            for (index, page) in pages.enumerated() {
                let number = String(index + 1).leftPadded(to: 4)
                let percent = (String(Self.percent(page.fill)) + "%").leftPadded(to: 5)
                lines.append("\(number) \(percent) \(Self.bar(page.fill))  \(Self.firstWords(of: page))")
            }
        }
        lines.append("")
        lines.append(
            "total: \(BuildSummary.count(layout.columns.count, "article")), \(BuildSummary.count(layout.pageCount, "page")), average fill \(Self.percent(Self.averageFill(layout)))%"
        )
        return lines
    }

    /// The average fill of every page of `layout`; 0 when it has none.
    static func averageFill(_ layout: IssueLayout) -> Double {
        let pages = layout.columns.flatMap { $0 }
        return pages.isEmpty ? 0 : pages.reduce(0) { $0 + $1.fill } / Double(pages.count)
    }

    static func percent(_ fill: Double) -> Int {
        Int((min(max(fill, 0), 1) * 100).rounded())
    }

    static func bar(_ fill: Double) -> String {
        let filled = Int((min(max(fill, 0), 1) * Double(barWidth)).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    }

    /// The page's first words, markup and line breaks removed, at most `wordCount` words and
    /// `characterCount` characters; photos show as `[photo]` (a cover's or an opener's photo
    /// drawn as the page's art first).
    static func firstWords(of page: Page) -> String {
        var words: [Substring] = page.art == nil ? [] : ["[photo]"]
        for block in page.blocks where words.count <= wordCount {
            if case .photo = block { words.append("[photo]") }
            words += block.plainText.split(whereSeparator: { $0.isWhitespace })
        }
        if words.isEmpty { return page.showsTitle ? "(title only)" : "(blank)" }
        let shown = words.prefix(wordCount).joined(separator: " ")
        guard shown.count > characterCount else { return words.count > wordCount ? shown + " …" : shown }
        // Cut at the last space that fits, or within the word where none does.
        var kept = shown.prefix(characterCount)
        if let space = kept.lastIndex(of: " ") { kept = kept[..<space] }
        return kept + " …"
    }

    /// The most characters of a page's first words shown: scripts written without spaces
    /// (Japanese, Chinese, Thai) are cut here, not at the `wordCount`-th space.
    static let characterCount = 48
}

extension String {
    /// The string with spaces in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
