import FolioModel

extension Block: JSONWritable {
    /// Writes the block: its case's fields and its `type`, keys (`Block.Key`) in sorted order.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        switch self {
        case .heading(let level, let content):
            writer.key(Key.content); writer.array(content)
            writer.key(Key.level); writer.int(level)
        case .paragraph(let content):
            writer.key(Key.content); writer.array(content)
        case .list(let list):
            writer.key(Key.items)
            writer.beginArray()
            for item in list.items { writer.array(item) }
            writer.endArray()
            writer.key(Key.ordered); writer.bool(list.ordered)
            writer.key(Key.start); writer.int(list.start)
            writer.key(Key.tight); writer.bool(list.tight)
        case .quote(let content, let role):
            writer.key(Key.content); writer.array(content)
            writer.field(Key.role, ifPresent: role)
        case .code(let info, let text):
            writer.key(Key.info); writer.string(info)
            writer.key(Key.text); writer.string(text)
        case .photo(let photo):
            writer.field(Key.alt, ifPresent: photo.alt)
            writer.field(Key.caption, ifPresent: photo.caption)
            writer.key(Key.height); writer.int(photo.height)
            writer.field(Key.link, ifPresent: photo.link)
            if let most = photo.maximumWidth { writer.key(Key.maxWidth); writer.double(most) }
            writer.key(Key.path); writer.string(photo.path)
        case .table(let table):
            writer.key(Key.alignments); writer.array(table.alignments.map(\.rawValue))
            writer.key(Key.header)
            writer.beginArray()
            for cell in table.header { writer.array(cell) }
            writer.endArray()
            writer.key(Key.rows)
            writer.beginArray()
            for row in table.rows {
                writer.beginArray()
                for cell in row { writer.array(cell) }
                writer.endArray()
            }
            writer.endArray()
        case .thematicBreak, .pageBreak:
            break
        }
        writer.key(Key.type); writer.string(typeName)
        if case .photo(let photo) = self {
            if photo.spansColumns { writer.key(Key.wide); writer.bool(true) }
            writer.key(Key.width); writer.int(photo.width)
        }
        writer.endObject()
    }
}

extension Inline: JSONWritable {
    /// Writes the inline: its case's fields and its `type`, keys (`Inline.Key`) in sorted order.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        switch self {
        case .text(let text), .code(let text):
            writer.key(Key.text); writer.string(text)
        case .emphasis(let content), .strong(let content):
            writer.key(Key.content); writer.array(content)
        case .link(let destination, let title, let content):
            // A link to an article of the issue is typed: its article's id and heading anchor.
            if let article = ArticleLink.articleID(in: destination) {
                writer.field(Key.anchor, ifPresent: ArticleLink.anchor(in: destination))
                writer.key(Key.article); writer.string(article)
            }
            writer.key(Key.content); writer.array(content)
            writer.key(Key.href); writer.string(destination)
            writer.field(Key.title, ifPresent: title)
        case .lineBreak:
            break
        case .styled(let style, let content):
            writer.key(Key.content); writer.array(content)
            writer.key(Key.style); writer.string(style.name)
            writer.field(Key.title, ifPresent: style.title)
        }
        writer.key(Key.type); writer.string(typeName)
        writer.endObject()
    }
}
