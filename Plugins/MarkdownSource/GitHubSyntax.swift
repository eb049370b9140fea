import FolioPluginAPI

/// Warns where a writer used GitHub's Markdown (GFM) that Folio does not read yet: a footnote.
/// Folio reads CommonMark, where it is plain text, so without a word the footnote would become
/// literal brackets. (GFM's tables, strikethrough and task lists Folio reads: `GitHubTable`,
/// `Strikethrough`, `TaskMark`.)
///
/// It looks at cmark's tree, not at raw lines: only the source of paragraphs' and headings'
/// text nodes counts (`RawInlineText`), so code blocks, code spans and HTML never warn, and
/// a pipe or a tilde in ordinary text neither (GFM's own rules decide, `GitHubSyntaxScan`).
enum GitHubSyntax {
    /// The warnings for the document under `root`, in the order of their places in the file.
    static func warnings(in root: CmarkNode, positions: BodyPositions) -> [Diagnostic] {
        var found: [(line: Int, column: Int, message: String)] = []
        var footnotes: [GitHubSyntaxScan.FootnoteMark] = []
        let bodyMayHoldConstructs = positions.bodyContains(anyOf: constructBytes)
        root.forEachBlock { node in
            switch node.kind {
            case .paragraph, .heading:
                guard bodyMayHoldConstructs, mayHoldConstructs(node, positions: positions),
                    let text = RawInlineText(of: node, positions: positions)
                else { return }
                footnotes += GitHubSyntaxScan.footnoteMarks(in: text.units, definitionsAllowed: node.kind == .paragraph)
                footnotes += text.links.compactMap(GitHubSyntaxScan.footnoteMark(ofLink:))
            default:
                break
            }
        }
        var noteLines: [String: Int] = [:]
        for note in footnotes where note.kind == .definition { noteLines[note.key] = noteLines[note.key] ?? note.line }
        for mark in footnotes {
            switch mark.kind {
            case .definition:
                continue
            case .linkedReference:
                found.append((mark.line, mark.column, footnoteAsLinkMessage(mark.label)))
            case .reference:
                guard let noteLine = noteLines[mark.key] else { continue }
                let fileLine = positions.location(line: noteLine, column: 1).line ?? noteLine
                found.append((mark.line, mark.column, footnoteMessage(mark.label, noteLine: fileLine)))
            }
        }
        return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map {
            .warning($0.message, at: positions.location(line: $0.line, column: $0.column))
        }
    }

    // MARK: Constructs

    /// The byte without which there is no footnote (`^`).
    private static let constructBytes: [UInt8] = [UInt8(ascii: "^")]

    /// Whether the source lines of `block`, a paragraph or heading, hold one of the
    /// `constructBytes`; most blocks hold none, and then their raw text is not built. Every byte of the raw text lies on those lines: cmark
    /// counts its inlines' lines from the block's first line, one per line feed of its content
    /// (at most its last line), and `RawInlineText` shifts them only up to the last line.
    /// Lines it cannot read (positions that do not fit the source) leave the answer yes.
    private static func mayHoldConstructs(_ block: CmarkNode, positions: BodyPositions) -> Bool {
        let first = block.startLine
        let last = block.endLine
        guard first >= 1, first <= last else { return true }
        for line in first...last {
            guard let bytes = positions.bytes(ofLine: line) else { return true }
            if bytes.contains(where: constructBytes.contains) { return true }
        }
        return false
    }

    // MARK: Messages

    private static func footnoteMessage(_ label: String, noteLine: Int) -> String {
        "'[^\(label)]' is a footnote in GitHub's Markdown, with its note on line \(noteLine); Folio reads CommonMark, which has no footnotes, so both are read as plain text"
    }

    private static func footnoteAsLinkMessage(_ label: String) -> String {
        "'[^\(label)]' is a footnote in GitHub's Markdown; Folio reads CommonMark, which has no footnotes, so its note '[^\(label)]: …' was read as a link definition and this as a link to it"
    }
}
