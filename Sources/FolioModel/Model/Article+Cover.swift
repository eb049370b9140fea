import FolioNavigation

extension Article {
    /// The id the build gives the issue's cover.
    public static let coverID = "cover"

    /// An issue's cover as an article of kind `.cover`, the one shape every maker of covers
    /// gives it (the build from `issue.yaml`, the conformance kit's synthetic issues).
    ///
    /// Its title is the masthead (the issue's title), its header's `cover` the photo, its date
    /// the cover date, its summary the subtitle, and its blocks, in order and each only when
    /// there is something to show: the subtitle (an emphasised paragraph), the number and
    /// date line (`No. 12 · 2026-11-21`), the cover lines as an unordered list whose items
    /// are links to their articles (`ArticleLink`), and the photo, without a caption or a link
    /// (its caption becomes its alt text when it has none). It has no byline. `design` says
    /// how its page sets them (`CoverLayout`).
    public static func cover(
        of issue: Issue, number: String?, date: String?, lines: [CoverLine], photo: Photo?,
        design: CoverDesign = .full, id: String = coverID, sourcePath: String
    ) -> Article {
        var blocks: [Block] = []
        if let subtitle = issue.subtitle, !subtitle.isEmpty {
            blocks.append(.paragraph([.emphasis([.text(subtitle)])]))
        }
        let numberAndDate = [number.map { "No. \($0)" }, date].compactMap { $0 }.joined(separator: " · ")
        if !numberAndDate.isEmpty { blocks.append(.paragraph([.text(numberAndDate)])) }
        if !lines.isEmpty {
            let items: [[Block]] = lines.map { line in
                [.paragraph([.link(destination: line.destination, title: nil, content: [.text(line.title)])])]
            }
            blocks.append(.list(ListBlock(ordered: false, items: items)))
        }
        let photo = photo.map { photo in
            var shown = photo
            shown.alt = photo.alt ?? photo.caption
            shown.caption = nil
            shown.link = nil
            return shown
        }
        if let photo { blocks.append(.photo(photo)) }
        return Article(
            header: ArticleHeader(
                id: id, title: issue.title, date: date, summary: issue.subtitle, kind: .cover, cover: photo,
                sourcePath: sourcePath, language: issue.settings.language,
                direction: issue.settings.writingDirection, coverDesign: design),
            blocks: blocks)
    }
}
