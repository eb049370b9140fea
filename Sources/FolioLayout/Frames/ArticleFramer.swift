import FolioModel

/// Makes an article's frames (`TypesetPage`s) in one geometry from the pages the one
/// pagination kept with their lines (`LinedPages`): how text is set and whether running text
/// is justified are the issue's, so every sink that draws frames (the PDF, the JSON bundle's
/// frames) draws the same lines at the same places.
package struct ArticleFramer: Sendable {
    /// How the text is set: its faces and hyphenation.
    package let typesetting: Typesetting
    /// Whether the issue justifies running text (`justify:`).
    package let justifies: Bool
    /// The light theme (`theme:`), whose measures place rules, bars and markers.
    package let theme: PageTheme

    /// A framer for an issue set as `typesetting` says, running text justified when `justifies`,
    /// rules and bars placed by `theme`.
    package init(typesetting: Typesetting, justifies: Bool, theme: PageTheme = .standard) {
        self.typesetting = typesetting
        self.justifies = justifies
        self.theme = theme
    }

    /// The frames of `article`'s `pages` (laid out with their lines) in `geometry`.
    package func frames(of article: Article, pages: [Page], in geometry: PageGeometry) -> [TypesetPage] {
        let typesetter = PageTypesetter(
            article: article, geometry: geometry, typesetting: typesetting, justifies: justifies, theme: theme)
        return pages.map(typesetter.page)
    }
}
