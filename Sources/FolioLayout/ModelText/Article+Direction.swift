import FolioModel
import FolioNavigation
import FolioText

extension Article {
    /// The article in an issue whose language is `issueLanguage` (`issue.yaml`'s `lang:`): its
    /// language is its own (front matter `lang:`), else the issue's; its direction is that
    /// language's (`LanguageTag.direction`), else its text's (`textDirection`). The build applies
    /// this to every article it loads, so the paginator and every sink read `language` and
    /// `direction` alone.
    public func inIssue(language issueLanguage: String?) -> Article {
        var article = self
        article.language = language ?? issueLanguage
        article.direction = article.language.map(LanguageTag.direction(of:)) ?? textDirection
        return article
    }

    /// The direction of the article's text: that of its first strong character (title first,
    /// then the blocks) by the Unicode bidi algorithm (ICU), as HTML's `dir="auto"` decides;
    /// left to right when it has none.
    public var textDirection: WritingDirection {
        if let direction = Self.firstStrongDirection(of: title) { return direction }
        for block in blocks {
            if let direction = Self.firstStrongDirection(of: block.plainText) { return direction }
        }
        return .leftToRight
    }

    /// The direction of `text`'s first strong character; nil when it has none (no letter).
    private static func firstStrongDirection(of text: String) -> WritingDirection? {
        guard text.unicodeScalars.contains(where: \.properties.isAlphabetic),
            let paragraph = try? BidiParagraph(text, base: .firstStrong)
        else { return nil }
        return paragraph.direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
