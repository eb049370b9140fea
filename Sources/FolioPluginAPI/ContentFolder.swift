import FolioModel
import Foundation

/// The content folder an issue is built from: lists its files and resolves the paths that
/// content names, refusing any that lead outside it.
public struct ContentFolder: Sendable {
    /// The folder as the user named it (`Content`, `../course/StateParks`).
    public let displayPath: String
    /// The folder on disk, with symbolic links resolved.
    public let root: URL
    /// The folders, relative to this one, that make the site root with it: a path
    /// that starts with `/` (`/assets/images/x.png`) is looked for in each, in order, and then
    /// in the content folder itself unless `.` is listed (`static:` in `issue.yaml`, as Hugo's
    /// `static/` is served from the site's root). Empty by default: the content folder alone.
    public var staticFolders: [String] = []
    /// The folder where the images an issue names by URL (`https://…/x.png`) are kept once
    /// fetched, or as the placeholders made when they could not be (the build cache's
    /// `remote/`); nil when the remote images are not fetched. `file(atRelativePath:)`
    /// of such a URL names its file there, so every sink reads it as any photo.
    public var remoteImages: URL?
    /// What `remotePhoto(_:alt:caption:at:)` asks for an image named by URL: the build's
    /// fetcher and cache of remote images (FolioBuild's `RemoteImages`), set with
    /// `remoteImages`; nil where nothing fetches them.
    package var remotePhotoResolver: RemotePhotoResolver?
    /// What `imageInfo(of:)` reads an image's header with: by default `ImageInfo.reading(_:)`;
    /// a build's folder remembers what it read, for as long as the file is unchanged.
    package var imageReader: @Sendable (ContentFile) throws(ImageInfoError) -> ImageInfo = {
        file throws(ImageInfoError) in
        try ImageInfo.reading(file)
    }

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

    /// The file at a path relative to this folder (not checked for existence); for an
    /// `http:` or `https:` URL, its file in `remoteImages`, when that is set.
    public func file(atRelativePath relative: String) -> ContentFile {
        if let remoteImages, Self.isRemoteImage(relative) {
            return ContentFile(
                relativePath: relative, url: remoteImages.appendingPathComponent(Self.remoteImageName(relative)),
                displayPath: relative)
        }
        return ContentFile(
            relativePath: relative,
            url: root.appendingPathComponent(relative),
            displayPath: displayPath == "." ? relative : "\(displayPath)/\(relative)")
    }

    /// Resolves `reference` (as written in a file of this folder, relative to that file's
    /// folder) to a file inside the content folder. A reference that starts with one `/` is
    /// relative to the site root instead (`siteRoots`).
    ///
    /// A reference that climbs out with `..` (out of the site root folder it was looked for
    /// in, for a site-root path), or passes through a symbolic link that leads out of the
    /// folder, is refused; so is one with a URL scheme (`//host/x.png` included) and one
    /// from the home folder (`~/x.png`).
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
        if reference.hasPrefix("//") { return .failure(.remote(reference)) }
        if reference.hasPrefix("~/") || reference == "~" { return .failure(.absolute(reference)) }
        if reference.hasPrefix("/") {
            var firstFailure: PathResolutionError?
            for root in siteRoots {
                switch resolve(
                    String(reference.dropFirst()), below: root, reference: reference, wantsFolder: wantsFolder)
                {
                case .success(let target): return .success(target)
                case .failure(.missing): firstFailure = firstFailure ?? .missing(reference)
                case .failure(let error): return .failure(error)
                }
            }
            return .failure(firstFailure ?? .missing(reference))
        }
        let base = file.relativePath.split(separator: "/").dropLast().map(String.init)
        switch resolve(reference, below: base, floor: 0, reference: reference, wantsFolder: wantsFolder) {
        case .failure(.missing) where Self.hasURLScheme(reference):
            // `Note: dock.png` may be a real file; only when nothing is there is a scheme a URL.
            return .failure(.remote(reference))
        case let result: return result
        }
    }

    /// The folders a site-root path is looked for in, as content-relative component lists:
    /// `staticFolders` in order, then the content folder itself unless they name it.
    var siteRoots: [[String]] {
        var roots = staticFolders.map { folder in
            folder.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.map(String.init)
        }
        if !roots.contains([]) { roots.append([]) }
        return roots
    }

    /// Resolves `path` (relative to the site root folder `root`), which may not climb out of it.
    private func resolve(_ path: String, below root: [String], reference: String, wantsFolder: Bool) -> Result<
        ContentFile, PathResolutionError
    > {
        // A static folder named with `..` or through a link out of the folder finds nothing.
        guard !root.contains("..") else { return .failure(.missing(reference)) }
        return resolve(path, below: root, floor: root.count, reference: reference, wantsFolder: wantsFolder)
    }

    /// Resolves `path` against the folder `base` (content-relative components), as written
    /// and then percent-decoded; `..` may not climb above the first `floor` components.
    private func resolve(
        _ path: String, below base: [String], floor: Int, reference: String, wantsFolder: Bool
    ) -> Result<ContentFile, PathResolutionError> {
        // Markdown destinations are often percent-encoded (`my%20photo.jpg`); a name that
        // really holds a `%` is tried as written first.
        var candidates = [path]
        if let decoded = path.removingPercentEncoding, decoded != path {
            if decoded.hasPrefix("/") { return .failure(.absolute(reference)) }
            candidates.append(decoded)
        }
        var firstFailure: PathResolutionError?
        for candidate in candidates {
            switch resolveLiteral(
                candidate, below: base, floor: floor, reference: reference, wantsFolder: wantsFolder)
            {
            case .success(let target): return .success(target)
            case .failure(let error):
                if case .missing = error { firstFailure = firstFailure ?? error; continue }
                return .failure(error)
            }
        }
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
        _ path: String, below base: [String], floor: Int, reference: String, wantsFolder: Bool
    ) -> Result<ContentFile, PathResolutionError> {
        // Not NSString.deletingLastPathComponent: it traps on one-character paths on Linux.
        var components = base
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard components.count > floor else { return .failure(.escapes(reference)) }
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

    /// Whether `reference` is an `http:` or `https:` URL, which Folio fetches as a remote image.
    public static func isRemoteImage(_ reference: String) -> Bool {
        let lowered = reference.prefix(8).lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }

    /// The name of the file in `remoteImages` that holds the image at `url`: the 64-bit
    /// FNV-1a hash of its bytes, in hex (stable across builds and machines).
    public static func remoteImageName(_ url: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
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
    /// A path from the home folder (`~/x.jpg`), or one that starts with `/` only once
    /// percent-decoded (`%2Fetc%2Fpasswd`).
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
        case .missing(let path) where path.hasPrefix("/"):
            "no file at '\(path)' in the issue's site root (the content folder and the folders `static:` names in issue.yaml)"
        case .missing(let path): "no file at '\(path)'"
        case .notAFile(let path): "'\(path)' is a folder, not a file"
        case .notRegular(let path): "'\(path)' is a named pipe, socket or device, not a file; Folio does not open it"
        }
    }
}
