import FolioPluginAPI

/// The looks of the preview, in one place.
enum Theme {
    static let title = CellStyle(foreground: .rgb(255, 215, 135), bold: true)
    static let byline = CellStyle(italic: true, dim: true)
    static let heading = CellStyle(foreground: .rgb(135, 175, 255), bold: true)
    static let minorHeading = CellStyle(bold: true)
    static let body = CellStyle.plain
    static let inlineCode = CellStyle(foreground: .rgb(255, 175, 135), background: .rgb(48, 48, 48))
    static let codeBlock = CellStyle(foreground: .rgb(215, 215, 215), background: .rgb(38, 38, 38))
    static let codeLanguage = CellStyle(foreground: .rgb(138, 138, 138), background: .rgb(38, 38, 38), italic: true)
    static let link = CellStyle(foreground: .rgb(95, 175, 255), underline: true)
    static let quoteBar = CellStyle(foreground: .rgb(135, 135, 135), dim: true)
    /// A pull quote's text: it cannot be set larger in a terminal, so it is set bold and italic.
    static let pullQuote = CellStyle(bold: true, italic: true)
    static let pullQuoteRule = CellStyle(foreground: .rgb(255, 175, 95))
    static let sidebar = CellStyle(foreground: .rgb(138, 138, 138))

    /// A callout's bar: the terminal's own colour for each kind (blue, green, violet, amber, red).
    static func calloutBar(_ kind: CalloutKind) -> CellStyle {
        switch kind {
        case .note: CellStyle(foreground: .rgb(95, 135, 255))
        case .tip: CellStyle(foreground: .rgb(95, 175, 95))
        case .important: CellStyle(foreground: .rgb(175, 135, 255))
        case .warning: CellStyle(foreground: .rgb(215, 175, 0))
        case .caution: CellStyle(foreground: .rgb(255, 95, 95))
        }
    }
    static let marker = CellStyle(foreground: .rgb(175, 175, 175))
    static let rule = CellStyle(foreground: .rgb(108, 108, 108), dim: true)
    static let caption = CellStyle(italic: true, dim: true)
    static let tableHeader = CellStyle(bold: true, underline: true)
    static let status = CellStyle(inverse: true)
    static let indicator = CellStyle(foreground: .rgb(255, 215, 0), bold: true)
    static let peek = CellStyle(foreground: .rgb(175, 175, 175), italic: true)
    static let frame = CellStyle(foreground: .rgb(108, 108, 108))
    static let highlightFrame = CellStyle(foreground: .rgb(255, 215, 0), bold: true)
    static let thumbnailText = CellStyle(foreground: .rgb(118, 118, 118))
    static let thumbnailTitle = CellStyle(foreground: .rgb(255, 215, 135))
    /// The search line's words and the found page highlighted in the contents.
    static let searchLine = CellStyle(bold: true)
    static let foundContext = CellStyle(foreground: .rgb(175, 175, 175))

    /// A word the reader searched for, in text of `style`: inverse on the arrows' gold, so it
    /// shows in any colour mode (without colour, inverse).
    static func found(_ style: CellStyle) -> CellStyle {
        var marked = style
        marked.foreground = indicator.foreground
        marked.background = .standard
        marked.inverse = true
        return marked
    }
}
