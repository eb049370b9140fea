import Foundation

extension PreparedAssets {
    /// The bytes of one of the catalog's files (an original, a rendition, a thumbnail), read
    /// from where the asset stage keeps it: for a sink that embeds photos in its own files
    /// (the PDF) rather than installing them beside its output.
    public func contents(of file: AssetFile) throws -> Data {
        try Data(contentsOf: cache.appendingPathComponent(file.path), options: .mappedIfSafe)
    }
}
