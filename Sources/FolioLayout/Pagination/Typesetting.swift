/// How an issue's text is set, whatever the geometry: the faces it is measured in and whether
/// running text hyphenates. A build makes it from the issue (its fonts, issue.yaml
/// `hyphenate:`); without one, text is set in Folio's own faces, unhyphenated.
package struct Typesetting: Sendable {
    /// The faces text is shaped with.
    package var fonts: any FontStacks
    /// Whether running text and captions hyphenate (where a dictionary exists).
    package var hyphenates: Bool

    /// Folio's own faces, no hyphenation.
    package static let standard = Typesetting(fonts: DefaultStacks.shared, hyphenates: false)

    /// Creates a typesetting.
    package init(fonts: any FontStacks, hyphenates: Bool) {
        self.fonts = fonts
        self.hyphenates = hyphenates
    }
}
