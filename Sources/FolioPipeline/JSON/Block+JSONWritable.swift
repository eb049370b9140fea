import FolioModel

extension Block: JSONWritable {
    /// Writes the block as its `Encodable` form does (`type` plus the case's fields).
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        switch self {
        case .heading(let level, let content):
            writer.key("content"); writer.array(content)
            writer.key("level"); writer.int(level)
        case .paragraph(let content):
            writer.key("content"); writer.array(content)
        case .list(let list):
            writer.key("items")
            writer.beginArray()
            for item in list.items { writer.array(item) }
            writer.endArray()
            writer.key("ordered"); writer.bool(list.ordered)
            writer.key("start"); writer.int(list.start)
            writer.key("tight"); writer.bool(list.tight)
        case .quote(let content):
            writer.key("content"); writer.array(content)
        case .code(let info, let text):
            writer.key("info"); writer.string(info)
            writer.key("text"); writer.string(text)
        case .photo(let photo):
            writer.field("alt", ifPresent: photo.alt)
            writer.field("caption", ifPresent: photo.caption)
            writer.key("height"); writer.int(photo.height)
            writer.field("link", ifPresent: photo.link)
            writer.key("path"); writer.string(photo.path)
        case .thematicBreak, .pageBreak:
            break
        }
        writer.key("type"); writer.string(typeName)
        if case .photo(let photo) = self {
            writer.key("width"); writer.int(photo.width)
        }
        writer.endObject()
    }
}

extension Inline: JSONWritable {
    /// Writes the inline as its `Encodable` form does.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        switch self {
        case .text(let text), .code(let text):
            writer.key("text"); writer.string(text)
        case .emphasis(let content), .strong(let content):
            writer.key("content"); writer.array(content)
        case .link(let destination, let title, let content):
            writer.key("content"); writer.array(content)
            writer.key("href"); writer.string(destination)
            writer.field("title", ifPresent: title)
        case .lineBreak:
            break
        }
        writer.key("type"); writer.string(typeName)
        writer.endObject()
    }
}
