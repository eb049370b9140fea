import FolioPluginAPI

/// A task's checkbox, as Folio shows it in every sink: `☐`, or `☑` when it is done, before the
/// task's words. One mark for GitHub's task lists (`- [ ]`, `- [x]`) and HTML's
/// `<input type="checkbox">`; DejaVu Sans, among Folio's fallback faces, draws both.
enum TaskMark {
    /// The mark and the space after it.
    static func text(checked: Bool) -> String {
        ListBlock.taskMark(checked: checked)
    }

    /// Whether `item`, a list item node, is a GFM task (GFM 5.3): its first paragraph opens
    /// with `[ ]`, `[x]` or `[X]` as written (not escaped), then white space or the line's end;
    /// nil for an ordinary item, else whether the task is done.
    static func checked(_ item: CmarkNode) -> Bool? {
        guard let paragraph = item.firstChild, paragraph.kind == .paragraph,
            paragraph.startLine == item.startLine
        else { return nil }
        var opening = ""
        var children = paragraph.children
        while opening.count < 4, let node = children.next() {
            guard node.kind == .text else { break }
            let literal = node.literal
            guard node.isWrittenAsIs(literal) else { return nil }
            opening += literal
        }
        let characters = Array(opening.prefix(4))
        guard characters.count >= 3, characters[0] == "[", characters[2] == "]",
            characters.count == 3 || characters[3] == " " || characters[3] == "\t"
        else { return nil }
        switch characters[1] {
        case " ": return false
        case "x", "X": return true
        default: return nil
        }
    }

    /// The item's blocks, `blocks`, with the `[ ]` or `[x]` its first paragraph opens with
    /// replaced by the mark.
    static func marked(_ blocks: [Block], checked: Bool) -> [Block] {
        guard case .paragraph(var inlines) = blocks.first, case .text(let text) = inlines.first, text.count >= 3
        else { return blocks }
        let words = text.dropFirst(3).drop { $0 == " " || $0 == "\t" }
        inlines[0] = .text(Self.text(checked: checked) + words)
        return [.paragraph(inlines)] + blocks.dropFirst()
    }
}
