import FolioModel
import Foundation

/// The content folder an issue is built from: lists its files and resolves the paths that
/// content names, refusing any that lead outside it.
public struct ContentFolder: Sendable {
    /// The folder as the user named it (`Content`, `../course/StateParks`).
    public let displayPath: String
    /// The folder on disk, with symbolic links resolved.
    public let root: URL

    /// Opens a folder; a missing path or a plain file is an error that says so.
    public init(path: String) throws(FolioError) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw FolioError(step: "scan", "content folder '\(path)' does not exist")
        }
        guard isDirectory.boolValue else {
            throw FolioError(step: "scan", "'\(path)' is a file, not a content folder")
        }
        self.displayPath = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        self.root = url.resolvingSymlinksInPath()
    }

    /// Every regular file below the folder, hidden files and folders left out, sorted by path.
    /// Symbolic links are listed as the path they stand at; reading them is checked on resolve.
    public func files() -> [ContentFile] {
        listing().files
    }

    /// `files()`, with the paths of those that are symbolic links (only those can lead
    /// outside the folder: linked folders are not walked into).
    public func listing() -> (files: [ContentFile], links: Set<String>) {
        let entries = FolderWalk.files(below: root.path)
        let files = entries.map { file(atRelativePath: $0.relativePath) }.sorted()
        return (files, Set(entries.filter(\.isSymbolicLink).map(\.relativePath)))
    }

    /// The file at a path relative to this folder (not checked for existence).
    public func file(atRelativePath relative: String) -> ContentFile {
        ContentFile(
            relativePath: relative,
            url: root.appendingPathComponent(relative),
            displayPath: displayPath == "." ? relative : "\(displayPath)/\(relative)")
    }

    /// Resolves `reference` (as written in a file of this folder, relative to that file's
    /// folder) to a file inside the content folder.
    ///
    /// A reference that is absolute, climbs out with `..`, or passes through a symbolic link
    /// that leads out of the folder is refused; so is one with a URL scheme.
    public func resolve(_ reference: String, from file: ContentFile) -> Result<ContentFile, PathResolutionError> {
        resolve(reference, from: file, wantsFolder: false)
    }

    /// Resolves `reference` like `resolve(_:from:)`, to a folder inside the content folder
    /// (a plain file there counts as missing).
    public func resolveFolder(_ reference: String, from file: ContentFile) -> Result<ContentFile, PathResolutionError> {
        resolve(reference, from: file, wantsFolder: true)
    }

    private func resolve(_ reference: String, from file: ContentFile, wantsFolder: Bool) -> Result<
        ContentFile, PathResolutionError
    > {
        if reference.hasPrefix("/") || reference.hasPrefix("~/") || reference == "~" {
            return .failure(.absolute(reference))
        }
        // Markdown destinations are often percent-encoded (`my%20photo.jpg`); a name that
        // really holds a `%` is tried as written first.
        var candidates = [reference]
        if let decoded = reference.removingPercentEncoding, decoded != reference {
            if decoded.hasPrefix("/") { return .failure(.absolute(reference)) }
            candidates.append(decoded)
        }
        var firstFailure: PathResolutionError?
        for candidate in candidates {
            switch resolveLiteral(candidate, from: file, reference: reference, wantsFolder: wantsFolder) {
            case .success(let target): return .success(target)
            case .failure(let error):
                if case .missing = error { firstFailure = firstFailure ?? error; continue }
                return .failure(error)
            }
        }
        // `Note: dock.png` may be a real file; only when nothing is there is a scheme a URL.
        if Self.hasURLScheme(reference) { return .failure(.remote(reference)) }
        return .failure(firstFailure ?? .missing(reference))
    }

    /// Whether the real location of `file` (after following symbolic links) is inside the folder.
    public func contains(_ file: ContentFile) -> Bool {
        // realpath(3) resolves every link in one call; Foundation's resolvingSymlinksInPath
        // costs several times more, which shows on a folder of 10,000 articles.
        let real: String
        if let resolved = realpath(file.url.path, nil) {
            real = String(cString: resolved)
            free(resolved)
        } else {
            real = file.url.resolvingSymlinksInPath().path
        }
        return real == root.path || real.hasPrefix(root.path + "/")
    }

    private func resolveLiteral(
        _ path: String, from file: ContentFile, reference: String, wantsFolder: Bool
    ) -> Result<ContentFile, PathResolutionError> {
        // Not NSString.deletingLastPathComponent: it traps on one-character paths on Linux.
        var components = file.relativePath.split(separator: "/").dropLast().map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return .failure(.escapes(reference)) }
                components.removeLast()
            default: components.append(String(part))
            }
        }
        guard !components.isEmpty else { return .failure(.missing(reference)) }
        let target = self.file(atRelativePath: components.joined(separator: "/"))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.url.path, isDirectory: &isDirectory) else {
            return .failure(.missing(reference))
        }
        guard contains(target) else { return .failure(.linksOut(reference)) }
        if wantsFolder {
            guard isDirectory.boolValue else { return .failure(.missing(reference)) }
        } else {
            guard !isDirectory.boolValue else { return .failure(.notAFile(reference)) }
            // A named pipe would block the build for ever; a device or socket is no photo.
            guard Self.isRegularFile(atPath: target.url.path) else { return .failure(.notRegular(reference)) }
        }
        return .success(target)
    }

    /// Whether `path` (its symbolic links followed) is a regular file: not a folder, a named
    /// pipe, a socket or a device.
    public static func isRegularFile(atPath path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether `reference` starts with a URL scheme (`https:`, `file:`, `data:`), as RFC 3986
    /// spells one: a letter, then letters, digits, `+`, `-` or `.`, then a colon.
    static func hasURLScheme(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":") else { return false }
        let scheme = reference[..<colon]
        let isLetter = { (scalar: Unicode.Scalar) in ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        guard let first = scheme.unicodeScalars.first, isLetter(first) else { return false }
        return scheme.unicodeScalars.allSatisfy {
            isLetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
        }
    }
}

/// Why a path named in content does not resolve to a file inside the content folder.
public enum PathResolutionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An absolute path (`/etc/passwd`, `~/x.jpg`).
    case absolute(String)
    /// A path whose `..` climbs above the content folder.
    case escapes(String)
    /// A path through a symbolic link that points outside the content folder.
    case linksOut(String)
    /// A URL with a scheme (`http:`, `file:`); content must ship its own files.
    case remote(String)
    /// No file at that path.
    case missing(String)
    /// The path names a folder, not a file.
    case notAFile(String)
    /// The path names a named pipe, a socket or a device: never opened.
    case notRegular(String)

    public var description: String {
        switch self {
        case .absolute(let path): "'\(path)' is an absolute path; use a path inside the content folder"
        case .escapes(let path): "'\(path)' leads outside the content folder"
        case .linksOut(let path): "'\(path)' is a symbolic link that leads outside the content folder"
        case .remote(let path): "'\(path)' is a URL; photos must be files inside the content folder"
        case .missing(let path): "no file at '\(path)'"
        case .notAFile(let path): "'\(path)' is a folder, not a file"
        case .notRegular(let path): "'\(path)' is a named pipe, socket or device, not a file; Folio does not open it"
        }
    }
}
