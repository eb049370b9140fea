import FolioFrontMatter
import FolioPluginAPI
import Foundation

extension ImportRecord {
    /// Writes the record into `folder`, by `JSONWriter` as every JSON document Folio writes
    /// (keys sorted, laid out as `JSONEncoder`'s `.prettyPrinted`).
    package func write(in folder: URL) throws {
        try JSONWriter.data(self, pretty: true, newline: false).write(
            to: folder.appendingPathComponent(Self.fileName), options: .atomic)
    }
}

extension ImportRecord: JSONWritable {
    /// Writes the record, keys sorted.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("files")
        writer.beginObject()
        for (path, written) in files.sorted(by: { $0.key < $1.key }) {
            writer.key(path); writer.value(written)
        }
        writer.endObject()
        writer.key("kind"); writer.string(kind)
        writer.key("settings"); writer.string(settings)
        writer.key("site"); writer.string(site)
        writer.endObject()
    }
}

extension ImportRecord.Written: JSONWritable {
    /// Writes a file's size and modification time.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("modified"); writer.double(modified)
        writer.key("size"); writer.int(size)
        writer.endObject()
    }
}
