import FolioLayout

extension PhotoAsset: JSONWritable {
    /// Writes the asset as its `Encodable` form does.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("original"); writer.value(original)
        writer.key("renditions"); writer.array(renditions)
        writer.key("sha256"); writer.string(sha256)
        writer.key("thumbnail"); writer.value(thumbnail)
        writer.endObject()
    }
}

extension AssetFile: JSONWritable {
    /// Writes the file as its `Encodable` form does.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("height"); writer.int(height)
        writer.key("path"); writer.string(path)
        writer.key("width"); writer.int(width)
        writer.endObject()
    }
}

extension SourcePosition: JSONWritable {
    /// Writes the position as its `Encodable` form does.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("block"); writer.int(block)
        writer.key("offset"); writer.int(offset)
        writer.endObject()
    }
}

extension AssetCatalog {
    /// Writes the photos as an object keyed by content path, keys sorted.
    public func writePhotos(to writer: inout JSONWriter) {
        writer.beginObject()
        for path in photos.keys.sorted() {
            writer.key(path)
            photos[path].map { writer.value($0) }
        }
        writer.endObject()
    }
}
