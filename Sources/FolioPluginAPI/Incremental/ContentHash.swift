import FolioHashing
import Foundation

/// The names Folio gives files by their content: the same bytes always get the same name, and
/// other bytes another, so a reader may cache such a file forever. `IncrementalPublisher` names
/// article files this way (`articlePath(for:)`); a publisher may name its other files so too
/// (the JSON bundle's face files).
public enum ContentHash {
    /// 32 lowercase hex digits from the bytes of `data` (two 64-bit XXH64 hashes): the name of a
    /// content-named file, without its extension.
    public static func name(of data: Data) -> String {
        XXHash64.wideHex(data)
    }
}
