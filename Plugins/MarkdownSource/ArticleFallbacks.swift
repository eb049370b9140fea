import FolioPluginAPI

/// Where an article's title and summary come from when the front matter does not give them.
enum ArticleFallbacks {
    /// The longest summary taken from the text, ellipsis included.
    static let summaryLimit = 200

    /// The text of the first level-1 heading that has any, and the blocks without it when it
    /// opens the article (sinks print the title on the first page, so it would show twice).
    static func title(from blocks: [Block]) -> (title: String, blocks: [Block])? {
        for (index, block) in blocks.enumerated() {
            guard case .heading(1, let content) = block else { continue }
            let title = content.plainText.replacing("\n", with: " ")
            guard !title.trimmingWhitespace.isEmpty else { continue }
            return (title, index == 0 ? Array(blocks.dropFirst()) : blocks)
        }
        return nil
    }

    /// A file's base name as words: `the-slow-harbour` → `The slow harbour`.
    static func title(fromBaseName baseName: String) -> String {
        let words =
            baseName
            .split(whereSeparator: { $0 == "-" || $0 == "_" || $0.isWhitespace })
            .joined(separator: " ")
        guard let first = words.first else { return baseName.isEmpty ? "Untitled" : baseName }
        return first.uppercased() + words.dropFirst()
    }

    /// The first paragraph's text, cut to the summary limit. A paragraph of the article's own
    /// text comes first; one inside a quote or list counts only when there is no other.
    static func summary(from blocks: [Block]) -> String? {
        let topLevel = blocks.lazy.compactMap { block -> String? in
            if case .paragraph(let content) = block { content.plainText } else { nil }
        }.first
        guard let paragraph = topLevel ?? firstParagraph(in: blocks) else { return nil }
        let text = paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.isEmpty ? nil : cut(text, limit: summaryLimit)
    }

    /// `text` if it fits in `limit` characters, else its longest run of whole words that fits
    /// with a closing `…`.
    static func cut(_ text: String, limit: Int) -> String {
        guard text.count > limit else { return text }
        let room = text.prefix(limit - 1)
        // A cut between two non-spaces splits a word: go back to the last space, if there is one.
        var kept = room
        if let next = text.dropFirst(limit - 1).first, !next.isWhitespace,
            let lastSpace = room.lastIndex(where: \.isWhitespace)
        {
            kept = room[..<lastSpace]
        }
        let trimmed = kept.reversed().drop(while: { $0.isWhitespace || ",;:".contains($0) }).reversed()
        return String(trimmed) + "…"
    }

    private static func firstParagraph(in blocks: [Block]) -> String? {
        for block in blocks {
            switch block {
            case .paragraph(let content):
                return content.plainText
            case .quote(let nested, _):
                if let found = firstParagraph(in: nested) { return found }
            case .list(let list):
                for item in list.items {
                    if let found = firstParagraph(in: item) { return found }
                }
            case .heading, .code, .thematicBreak, .photo, .pageBreak, .table:
                continue
            }
        }
        return nil
    }
}
