import FolioModel
import Foundation

/// A file in the content folder, as sources see it.
public struct ContentFile: Sendable, Equatable, Hashable, Comparable {
    /// The path relative to the content folder, with `/` separators.
    public let relativePath: String
    /// The file's location on disk.
    public let url: URL
    /// The path shown in diagnostics: the content folder as the user named it, then the file.
    public let displayPath: String

    /// Creates a content file.
    public init(relativePath: String, url: URL, displayPath: String) {
        self.relativePath = relativePath
        self.url = url
        self.displayPath = displayPath
    }

    /// The lowercased file extension, without the dot.
    public var pathExtension: String { url.pathExtension.lowercased() }

    /// The file name without its folders or extension.
    public var baseName: String { url.deletingPathExtension().lastPathComponent }

    /// The folder's name when the file is a page bundle's page, as Hugo and Zola write them
    /// (`trip/index.md`, `trip/_index.md`: `trip`), so that it names the article; nil for any
    /// other file and for an `index` at the content folder's root.
    public var bundleName: String? {
        let base = baseName
        guard base == "index" || base == "_index" else { return nil }
        let folder = url.deletingLastPathComponent().lastPathComponent
        return relativePath.contains("/") && !folder.isEmpty ? folder : nil
    }

    /// A location in this file, for diagnostics.
    public func location(line: Int? = nil, column: Int? = nil) -> SourceLocation {
        SourceLocation(path: displayPath, line: line, column: column)
    }

    public static func < (lhs: ContentFile, rhs: ContentFile) -> Bool {
        lhs.relativePath < rhs.relativePath
    }
}
