import FolioPluginAPI

/// GitHub's alerts: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]` (in any case) is a callout of that kind. Folio reads it as a
/// quote with the kind as its role (`note`, `tip`, ..., the roles kramdown's `{: .note}`
/// callouts and HTML's `<aside class>` give too) and, as GitHub shows it, the kind's title
/// first (`Note`), in place of the marker line. As on GitHub, only a quote at the top level of
/// an article is an alert.
///
/// `[!PULLQUOTE]` (or `[!PQUOTE]`) makes a pull quote and `[!SIDEBAR]` (or `[!ASIDE]`) a
/// sidebar (`QuoteKind`), untitled unless the author titles it.
///
/// Hugo and Obsidian read the same syntax more widely, and so does Folio: any kind of letters
/// (`[!info]`, `[!danger]`: its role, titled with its name), a fold sign after the marker
/// (`[!tip]-`, ignored: a page does not fold) and a title of the author's on the marker's line
/// (`> [!warning] Mind the gap`), which replaces the kind's.
struct GitHubAlert {
    /// The quote's role: the kind in lowercase.
    let role: String
    /// What the alert is titled with.
    let title: String
    /// The marker line's text, as the converted paragraph starts with it.
    private let firstLine: String

    private static let githubTitles = [
        "note": "Note", "tip": "Tip", "important": "Important", "warning": "Warning", "caution": "Caution",
    ]

    /// The alert `quote`, a block quote node, opens with; nil when its first line is not a marker.
    init?(of quote: CmarkNode) {
        guard let paragraph = quote.firstChild, paragraph.kind == .paragraph else { return nil }
        var line = ""
        var children = paragraph.children
        while let node = children.next() {
            if node.kind == .softBreak || node.kind == .lineBreak { break }
            guard node.kind == .text else { return nil }
            let literal = node.literal
            // Up to the marker's end, text as written: an escaped bracket (`\[!NOTE]`) is a text
            // node longer in the source than its text.
            if !line.contains("]") && !node.isWrittenAsIs(literal) { return nil }
            line += literal
        }
        guard line.hasPrefix("[!"), let close = line.firstIndex(of: "]") else { return nil }
        let kind = line[line.index(line.startIndex, offsetBy: 2)..<close]
        guard !kind.isEmpty, kind.count <= 20, kind.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var rest = line[line.index(after: close)...]
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        let ownTitle = String(rest).trimmingWhitespace
        role = kind.lowercased()
        // A pull quote or a sidebar is titled only by its author (`> [!SIDEBAR] On maps`).
        let untitled = !QuoteKind(role: role).isTitledByItsKind
        title =
            ownTitle.isEmpty && !untitled
            ? Self.githubTitles[role] ?? role.prefix(1).uppercased() + role.dropFirst() : ownTitle
        firstLine = line
    }

    /// The quote's blocks as converted, `blocks`, with the marker line taken from the first
    /// paragraph (the whole paragraph when it held nothing else) and the title put first.
    func blocks(_ blocks: [Block]) -> [Block] {
        var rest = blocks
        if case .paragraph(var inlines) = rest.first, case .text(let text) = inlines.first, text.hasPrefix(firstLine) {
            let after = text.dropFirst(firstLine.count).drop { $0 == " " || $0 == "\t" }
            if after.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(String(after)) }
            if inlines.isEmpty { rest.removeFirst() } else { rest[0] = .paragraph(inlines) }
        }
        return title.isEmpty ? rest : [.paragraph([.strong([.text(title)])])] + rest
    }
}
