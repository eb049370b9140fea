import FolioModel

@testable import FolioLayout

/// A small deterministic random number generator for building test articles from a seed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: Int) { state = UInt64(bitPattern: Int64(seed)) &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}

/// Random articles and geometries for the paginator's properties.
struct ArticleGenerator {
    var random: SplitMix

    static let words = [
        "the", "harbour", "was", "slow", "that", "morning", "and", "gulls", "stood", "on", "every",
        "post", "a", "boat", "came", "in", "with", "nets", "of", "silver", "light", "over", "water",
        "Donaudampfschifffahrtsgesellschaftskapitänswitwe", "supercalifragilisticexpialidocious",
        "日本語の文章です", "漢字", "👍🏽", "🇯🇵", "❤️", "cafe\u{301}", "naïve", "—", "“quoted”", "x\u{200B}y",
        "Ⅻ", "ﬁne", "e\u{301}\u{302}", "한국어", "ｆｕｌｌ", "tab\tbed",
    ]

    mutating func word() -> String {
        random.chance(0.02)
            ? String(repeating: random.pick(["m", "W", "日"]), count: random.int(20...90))
            : random.pick(Self.words)
    }

    mutating func text(_ count: ClosedRange<Int>) -> String {
        (0..<random.int(count)).map { _ in word() }.joined(separator: " ")
    }

    mutating func inlines(_ count: ClosedRange<Int>, depth: Int = 0) -> [Inline] {
        var runs: [Inline] = []
        for _ in 0..<random.int(count) {
            switch random.int(0...9) {
            case 0 where depth < 2: runs.append(.emphasis(inlines(1...3, depth: depth + 1)))
            case 1 where depth < 2: runs.append(.strong(inlines(1...3, depth: depth + 1)))
            case 2: runs.append(.code(random.pick(["x = 1", "let a", "f(x)", "a_very_long_identifier_name_here"])))
            case 3 where depth < 2:
                runs.append(
                    .link(destination: "https://example.com", title: nil, content: inlines(1...2, depth: depth + 1)))
            case 4 where random.chance(0.2): runs.append(.lineBreak)
            default: runs.append(.text(text(1...12) + " "))
            }
        }
        return runs
    }

    mutating func photo() -> Photo {
        Photo(
            path: "photos/\(random.int(1...999)).jpg", width: random.int(100...4000), height: random.int(100...4000),
            caption: random.chance(0.7) ? text(1...25) : nil, alt: random.chance(0.5) ? "alt text" : nil)
    }

    mutating func code() -> String {
        let lines = (0..<random.int(1...40)).map { _ -> String in
            switch random.int(0...5) {
            case 0: return ""
            case 1: return "    " + text(1...30)
            case 2: return "\t" + text(1...6)
            default: return text(1...8)
            }
        }
        return lines.joined(separator: "\n") + (random.chance(0.8) ? "\n" : "")
    }

    mutating func list(depth: Int) -> ListBlock {
        let items = (0..<random.int(1...6)).map { _ -> [Block] in
            (0..<random.int(0...2)).map { _ in
                depth < 2 && random.chance(0.2) ? .list(list(depth: depth + 1)) : .paragraph(inlines(1...6))
            }
        }
        return ListBlock(
            ordered: random.chance(0.5), start: random.int(0...20), tight: random.chance(0.5), items: items)
    }

    mutating func block() -> Block {
        switch random.int(0...19) {
        case 0...2:
            return .heading(
                level: random.int(1...6),
                content: [.text(text(1...6))] + (random.chance(0.3) ? [.emphasis([.text(text(1...2))])] : []))
        case 3...8: return .paragraph(inlines(1...20))
        case 9, 10: return .list(list(depth: 0))
        case 11:
            // A plain quote, a callout, a pull quote (set large, kept whole) or a sidebar (boxed).
            let role = random.pick([nil, "note", "pquote", "sidebar"] as [String?])
            return .quote(
                (0..<random.int(0...3)).map { _ in
                    random.chance(0.3) ? .list(list(depth: 1)) : .paragraph(inlines(1...10))
                }, role: role)
        case 12, 13: return .code(info: random.pick(["", "swift", "sh"]), text: code())
        case 14: return .thematicBreak
        case 15, 16: return .photo(photo())
        case 17: return .pageBreak
        case 18: return .table(table())
        default: return .paragraph([.text(text(1...3))])
        }
    }

    /// A table of one to four columns and up to twelve rows; a cell may be empty.
    mutating func table() -> TableBlock {
        let columns = random.int(1...4)
        var rows: [[[Inline]]] = []
        for _ in 0..<random.int(0...12) {
            rows.append((0..<columns).map { _ in random.chance(0.1) ? [] : inlines(1...6) })
        }
        return TableBlock(
            alignments: (0..<columns).map { _ in random.pick(TableBlock.Alignment.allCases) },
            header: (0..<columns).map { _ in [.text(text(1...3))] }, rows: rows)
    }

    mutating func article() -> Article {
        let isGallery = random.chance(0.15)
        let count = random.int(0...25)
        var blocks = (0..<count).map { _ in isGallery && random.chance(0.85) ? .photo(photo()) : block() }
        if !isGallery && random.chance(0.3) { blocks = withFootnotes(blocks) }
        return Article(
            id: "a\(random.int(0...9999))", title: text(1...12),
            author: random.chance(0.5) ? text(1...3) : nil, date: random.chance(0.5) ? "2026-11-21" : nil,
            kind: isGallery ? .gallery : .text, blocks: blocks, sourcePath: "a.md")
    }

    /// `blocks` with references to footnotes at the ends of some paragraphs, numbered in reading
    /// order (a later reference may repeat an earlier note), and the notes after a rule at the end
    /// (`QuoteKind.footnotes`), as GitHubFootnotes makes them.
    mutating func withFootnotes(_ blocks: [Block]) -> [Block] {
        var notes = 0
        let referred = blocks.map { block -> Block in
            guard case .paragraph(let content) = block, random.chance(0.5) else { return block }
            let note = notes > 0 && random.chance(0.2) ? random.int(1...notes) : notes + 1
            notes = max(notes, note)
            return .paragraph(content + [.styled(.noteReference, [.text(String(note))])])
        }
        guard notes > 0 else { return blocks }
        // Notes of a few lines: each fits at the foot of its reference's page (FootnoteLayoutTests
        // shows a note too long for it going on at the next page's foot).
        let texts = (1...notes).map { Block.paragraph([.text("\($0). ")] + inlines(1...8)) }
        return referred + [.thematicBreak, .quote(texts, role: "footnotes")]
    }

    mutating func paginator() -> Paginator {
        if random.chance(0.5) {
            return .terminal(columns: random.int(30...120), rows: random.int(16...60))
        }
        let geometry = PageGeometry(
            width: Double(random.int(300...1200)), height: Double(random.int(450...1600)),
            margin: Double(random.int(0...48)), fontSize: Double(random.int(12...24)),
            lineHeight: Double(random.int(12...18)) / 10)
        return .standard(for: geometry)
    }
}

/// A leaf of an article's canonical text: what kind of text, where, and the text itself.
struct Leaf: Equatable, CustomStringConvertible {
    var head: String
    var text: String
    var description: String { "\(head)\(text.debugDescription)" }
}

/// The canonical text of blocks: every leaf in reading order, with list item numbers.
/// `continuedItems` list levels along the first item path show no item marker (their item
/// began on the previous page).
func leaves(of blocks: [Block], prefix: String = "", continuedItems: Int = 0) -> [Leaf] {
    var result: [Leaf] = []
    for (index, block) in blocks.enumerated() {
        let skip = index == 0 ? continuedItems : 0
        switch block {
        case .heading(let level, let content): result.append(Leaf(head: prefix + "H\(level):", text: content.plainText))
        case .paragraph(let content): result.append(Leaf(head: prefix + "P:", text: content.plainText))
        case .code(let info, let text): result.append(Leaf(head: prefix + "C\(info):", text: text))
        case .photo(let photo): result.append(Leaf(head: prefix + "I:\(photo.path)", text: photo.caption ?? ""))
        case .thematicBreak: result.append(Leaf(head: prefix + "HR", text: ""))
        case .pageBreak: result.append(Leaf(head: prefix + "PB", text: ""))
        case .table(let table):
            // Its body rows: the header is shown again on each page a table goes on to.
            for row in table.rows {
                result.append(Leaf(head: prefix + "TR", text: row.map(\.plainText).joined(separator: "|")))
            }
        case .quote(let children, _):
            result += leaves(of: children, prefix: prefix + ">", continuedItems: skip)
        case .list(let list):
            for (number, item) in list.items.enumerated() {
                let first = number == 0 && skip > 0
                if !first {
                    result.append(Leaf(head: prefix + (list.ordered ? "\(list.start + number)." : "•"), text: ""))
                }
                result += leaves(of: item, prefix: prefix + "-", continuedItems: first ? skip - 1 : 0)
            }
        }
    }
    return result
}

/// The canonical text the pages show, split fragments joined back together.
func leaves(of pages: [Page]) -> [Leaf] {
    var result: [Leaf] = []
    for page in pages {
        for (index, block) in page.blocks.enumerated() {
            let placement = page.placements[index]
            var found = leaves(of: [block], continuedItems: placement.continuedListItems)
            // A table set as cards shows a row cut by the page on both pages: it is one leaf.
            if index == 0, placement.isContinued, let first = found.first, first.head.hasSuffix("TR"),
                first == result.last, page.layouts.indices.contains(index),
                case .table(let laidOut) = page.layouts[index].content, let card = laidOut.cards?.first,
                card.column > 0 || card.labelLines.isEmpty
            {
                found.removeFirst()
            }
            if index == 0, placement.continuesText, !found.isEmpty, let last = result.popLast() {
                let first = found.removeFirst()
                result.append(
                    Leaf(
                        head: last.head,
                        text: last.text + (first.head == last.head ? "" : "<\(first.head)>") + first.text))
            }
            result += found
        }
    }
    return result
}

/// The canonical text the pages show: their text, then the footnotes at their feet (which
/// follow the text in the article, after the rule the feet leave out), each joined back together.
func leavesWithFeet(of pages: [Page]) -> [Leaf] {
    func keeping(_ page: Page, feet: Bool) -> Page {
        var kept = page
        let indices = page.placements.indices.filter { page.placements[$0].isFootnotes == feet }
        kept.placements = indices.map { page.placements[$0] }
        kept.blocks = indices.filter { $0 < page.blocks.count }.map { page.blocks[$0] }
        kept.layouts = indices.filter { $0 < page.layouts.count }.map { page.layouts[$0] }
        return kept
    }
    return leaves(of: pages.map { keeping($0, feet: false) }) + leaves(of: pages.map { keeping($0, feet: true) })
}

/// The canonical text of an article's blocks whose footnotes the pages set at their feet: the
/// rule before the notes is left out.
func leavesWithFeet(of article: Article) -> [Leaf] {
    var blocks = article.blocks.filter { $0 != .pageBreak }
    if blocks.last?.isFootnotes == true, blocks.count >= 2, blocks[blocks.count - 2] == .thematicBreak {
        blocks.remove(at: blocks.count - 2)
    }
    return leaves(of: blocks)
}

/// The canonical text of an article's blocks: forced page breaks are consumed at top level.
func leaves(of article: Article) -> [Leaf] {
    leaves(of: article.blocks.filter { $0 != .pageBreak })
}
