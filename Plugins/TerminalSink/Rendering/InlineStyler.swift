import FolioPluginAPI

/// Turns one wrapped line of inline runs into styled runs: emphasis italic, strong bold, code
/// in its colours, links underlined with their OSC 8 target, and so are web addresses
/// written as plain text (`BareURL`).
///
/// Spaces are set as the line breaker measures running text: a run of spaces or newlines is
/// one space, and a line starts and ends with no space.
struct InlineStyler {
    /// The style of text with no markup (body, heading, caption ...).
    let base: CellStyle

    /// The runs of `inlines` that `line` covers.
    func runs(of inlines: [Inline], line: TextLine) -> [StyledRun] {
        var builder = Builder()
        append(inlines.slice(scalars: line.start..<line.end), style: base, to: &builder)
        return builder.runs
    }

    /// The runs of a plain string (a title, a caption) that `line` covers.
    func runs(of text: String, line: TextLine) -> [StyledRun] {
        var builder = Builder()
        builder.add(text.unicodeScalars.sliced(line.start..<line.end), style: base)
        return builder.runs
    }

    private func append(_ inlines: [Inline], style: CellStyle, to builder: inout Builder) {
        for inline in inlines {
            switch inline {
            case .text(let text):
                guard style.link == nil, text.contains("://") else {
                    builder.add(text, style: style)
                    continue
                }
                for piece in BareURL.split(text) {
                    guard let url = piece.url else {
                        builder.add(String(piece.text), style: style)
                        continue
                    }
                    var linked = style
                    linked.foreground = Theme.link.foreground
                    linked.underline = true
                    linked.link = url
                    builder.add(String(piece.text), style: linked)
                }
            case .code(let text):
                var code = Theme.inlineCode
                code.bold = style.bold
                code.italic = style.italic
                code.link = style.link
                builder.add(text, style: code)
            case .emphasis(let content):
                var inner = style
                inner.italic = true
                append(content, style: inner, to: &builder)
            case .strong(let content):
                var inner = style
                inner.bold = true
                append(content, style: inner, to: &builder)
            case .link(let destination, _, let content):
                var inner = style
                inner.foreground = Theme.link.foreground
                inner.underline = true
                // A link to an article of the issue (`#/id`) is followed with the preview's keys
                // (the cover's lines), not handed to the terminal as a hyperlink.
                inner.link = destination.isEmpty || ArticleLink.articleID(in: destination) != nil ? nil : destination
                append(content, style: inner, to: &builder)
            case .lineBreak:
                builder.pendingSpace = false
            case .styled(let kind, let content):
                append(content, style: Self.style(kind, inside: style), to: &builder)
            }
        }
    }

    /// How a styled run shows in cells: a key in inline code's colours, marked text inverse,
    /// struck text faint; a terminal has no raised or lowered text, so those keep `style`.
    private static func style(_ kind: InlineStyle, inside style: CellStyle) -> CellStyle {
        var inner = style
        switch kind {
        case .keyboard:
            inner.foreground = Theme.inlineCode.foreground
            inner.background = Theme.inlineCode.background
        case .marked: inner.inverse = true
        case .strikethrough: inner.dim = true
        case .superscript, .subscript, .abbreviation: break
        }
        return inner
    }

    /// Collects runs, collapsing spaces as running text does.
    private struct Builder {
        /// What the line breaker takes for a space in running text.
        static let spaces: Set<Character> = [" ", "\t", "\n", "\r\n", "\r"]

        var runs: [StyledRun] = []
        var pendingSpace = false

        mutating func add(_ text: String, style: CellStyle) {
            var current = ""
            for character in text {
                if Self.spaces.contains(character) {
                    pendingSpace = true
                    continue
                }
                if pendingSpace {
                    // The space goes with the text before it, so a link's underline
                    // does not start with one.
                    if !current.isEmpty {
                        current.append(" ")
                    } else if !runs.isEmpty {
                        runs[runs.count - 1].text += " "
                    }
                    pendingSpace = false
                }
                current.append(character)
            }
            guard !current.isEmpty else { return }
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += current
            } else {
                runs.append(StyledRun(text: current, style: style))
            }
        }
    }
}
