import Foundation

/// Maps a request's path to a file of the bundle, or to nothing: the one place that decides
/// what the server may read.
///
/// A path is percent-decoded, split at `/`, and refused if a segment is `..`, `.`, holds a
/// backslash or a NUL, or if the file it names — symbolic links resolved — lies outside the
/// bundle. A folder stands for its `index.html`; without one there is nothing to serve (no
/// listing).
package struct BundlePath: Sendable {
    /// The bundle's folder, symbolic links resolved.
    package let root: URL
    /// Its path, without a trailing slash (a folder's URL may keep one).
    private let rootPath: String

    /// Paths into `folder`.
    package init(folder: URL) {
        root = folder.standardizedFileURL.resolvingSymlinksInPath()
        rootPath = Self.trimmed(root.path)
    }

    /// The regular file `requestPath` names, or nil when it names none that may be served.
    package func file(for requestPath: String) -> URL? {
        let raw =
            requestPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
            ?? ""
        guard raw.hasPrefix("/"), let decoded = raw.removingPercentEncoding else { return nil }
        var segments: [String] = []
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == ".." || segment == "." || segment.contains("\\") || segment.contains("\0") { return nil }
            segments.append(String(segment))
        }
        var url = segments.reduce(root) { $0.appendingPathComponent($1) }
        if Self.kind(of: url) == .directory { url.appendPathComponent("index.html") }
        let resolved = url.resolvingSymlinksInPath()
        guard Self.trimmed(resolved.path).hasPrefix(rootPath + "/"), Self.kind(of: resolved) == .file else {
            return nil
        }
        return resolved
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    private enum Kind { case file, directory, other }

    private static func kind(of url: URL) -> Kind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .other }
        return isDirectory.boolValue ? .directory : .file
    }
}
