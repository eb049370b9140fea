/// Task items (GitHub's `- [ ]` and `- [x]`, HTML's `<input type="checkbox">`): a task's words
/// open with its mark, `☐` or `☑`, which every sink draws in place of the list's bullet.
extension ListBlock {
    /// The mark a task's words open with, and the space after it: `☑ ` when it is done, else `☐ `.
    public static func taskMark(checked: Bool) -> String {
        checked ? "☑ " : "☐ "
    }

    /// Whether item `index` is a task: an item of a bulleted list whose first block is a
    /// paragraph that opens with a task's mark. It shows no bullet: its mark stands there.
    public func isTask(_ index: Int) -> Bool {
        guard !ordered, items.indices.contains(index), case .paragraph(let inlines)? = items[index].first,
            case .text(let text)? = inlines.first
        else { return false }
        return text.hasPrefix(Self.taskMark(checked: false)) || text.hasPrefix(Self.taskMark(checked: true))
    }
}
