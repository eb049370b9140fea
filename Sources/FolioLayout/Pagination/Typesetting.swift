import FolioModel

/// How an issue's text is set, whatever the geometry: the faces it is measured in, whether
/// running text hyphenates and whether articles open with a drop cap. A build makes it from the
/// issue (its fonts, issue.yaml `hyphenate:` and `theme: drop-cap:`); without one, text is set in
/// Folio's own faces, unhyphenated, with no drop caps.
package struct Typesetting: Sendable {
    /// The faces text is shaped with.
    package var fonts: any FontStacks
    /// Whether running text and captions hyphenate (where a dictionary exists).
    package var hyphenates: Bool
    /// How an article's opening paragraph is set: a drop cap, a first line in small capitals.
    package var opening: OpeningStyle

    /// Folio's own faces, no hyphenation, no drop caps.
    package static let standard = Typesetting(fonts: DefaultStacks.shared, hyphenates: false)

    /// How `settings` (`issue.yaml`) set the issue's text, in `fonts` (Folio's own when nil): the
    /// one reading of them for every build and sink.
    package init(settings: IssueSettings, fonts: (any FontStacks)?) {
        self.init(
            fonts: fonts ?? DefaultStacks.shared, hyphenates: settings.hyphenate,
            opening: OpeningStyle(theme: settings.theme))
    }

    /// Creates a typesetting.
    package init(fonts: any FontStacks, hyphenates: Bool, opening: OpeningStyle = .plain) {
        self.fonts = fonts
        self.hyphenates = hyphenates
        self.opening = opening
    }
}
