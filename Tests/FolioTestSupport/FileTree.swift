import Foundation

/// Every regular file below a folder with its bytes, keyed by path relative to the folder, to
/// compare whole outputs byte for byte.
public enum FileTree {
    /// The files below `folder`.
    public static func snapshot(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            result[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return result
    }
}
