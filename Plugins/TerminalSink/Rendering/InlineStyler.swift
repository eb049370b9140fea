import FolioPluginAPI

/// Gives a line of a cell frame its looks: emphasis italic, strong bold, code in its colours,
/// links underlined with their OSC 8 target, and so are web addresses written as plain text
/// (the frame finds them). The line's text and its runs are the frame's.
struct InlineStyler {
    /// The style of text with no markup (body, heading, caption ...).
    let base: CellStyle

    /// The styled runs of `line`: the frame's runs in their styles, neighbours in one style
    /// joined.
    func runs(of line: CellFrame.Line) -> [StyledRun] {
        var runs: [StyledRun] = []
        for run in line.runs where !run.text.isEmpty {
            let style = self.style(of: run)
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += run.text
            } else {
                runs.append(StyledRun(text: run.text, style: style))
            }
        }
        return runs
    }

    /// The style of `run`: its marks, outermost first, over the base style.
    private func style(of run: CellFrame.Run) -> CellStyle {
        var style = base
        for mark in run.marks {
            switch mark {
            case .emphasis:
                style.italic = true
            case .strong:
                style.bold = true
            case .link(let destination):
                style.foreground = Theme.link.foreground
                style.underline = true
                // A link to an article of the issue (`#/id`) is followed with the preview's keys
                // (the cover's lines), not handed to the terminal as a hyperlink.
                style.link = destination.isEmpty || ArticleLink.articleID(in: destination) != nil ? nil : destination
            case .styled(let kind):
                style = Self.style(kind, inside: style)
            }
        }
        if run.isCode {
            var code = Theme.inlineCode
            code.bold = style.bold
            code.italic = style.italic
            code.link = style.link
            return code
        }
        if let address = run.webAddress, style.link == nil {
            style.foreground = Theme.link.foreground
            style.underline = true
            style.link = address
        }
        return style
    }

    /// How a styled run shows in cells: a key in inline code's colours, marked text inverse,
    /// struck text crossed out (SGR 9); a terminal has no raised or lowered text, so those keep
    /// `style`.
    private static func style(_ kind: InlineStyle, inside style: CellStyle) -> CellStyle {
        var inner = style
        switch kind {
        case .keyboard:
            inner.foreground = Theme.inlineCode.foreground
            inner.background = Theme.inlineCode.background
        case .marked: inner.inverse = true
        case .strikethrough: inner.crossedOut = true
        case .superscript, .subscript, .abbreviation, .noteReference: break
        }
        return inner
    }
}
