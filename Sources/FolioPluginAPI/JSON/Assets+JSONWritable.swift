import FolioLayout

extension PhotoAsset: JSONWritable {
    /// Writes the photo's files and hash.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(CodingKeys.original); writer.value(original)
        writer.key(CodingKeys.renditions); writer.array(renditions)
        writer.key(CodingKeys.sha256); writer.string(sha256)
        writer.key(CodingKeys.thumbnail); writer.value(thumbnail)
        writer.endObject()
    }
}

extension AssetFile: JSONWritable {
    /// Writes the file's path and pixel size.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(CodingKeys.height); writer.int(height)
        writer.key(CodingKeys.path); writer.string(path)
        writer.key(CodingKeys.width); writer.int(width)
        writer.endObject()
    }
}

extension SourcePosition: JSONWritable {
    /// Writes the block and the offset in it.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(CodingKeys.block); writer.int(block)
        writer.key(CodingKeys.offset); writer.int(offset)
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
