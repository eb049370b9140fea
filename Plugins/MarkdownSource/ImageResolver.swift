import FolioPluginAPI

/// Turns an image path written in an article into a `Photo` of the content folder, or into an
/// error located where the path is written.
struct ImageResolver {
    let file: ContentFile
    let folder: ContentFolder
    /// The warnings of images that stand in for others (a remote image's placeholder), which
    /// the article's diagnostics take at the end of its load.
    let warnings = WarningList()

    /// Resolves `reference` relative to the article's folder (or, starting with `/`, to the
    /// issue's site root: `ContentFolder.staticFolders`) and reads the image's pixel size.
    /// Paths that lead outside the folder, missing files and files that are not PNG, JPEG or
    /// SVG images are all errors. An `http:` or `https:` URL (or `//host/…`) is fetched
    /// by the build (`ContentFolder.remotePhoto`); one that cannot be is a warning and a placeholder.
    func photo(
        _ reference: String, alt: String?, caption: String?, at location: SourceLocation
    ) -> Result<Photo, Diagnostic> {
        guard !reference.allSatisfy(\.isWhitespace) else {
            return .failure(
                .error(
                    "the image names no file; write ![description](photos/name.jpg)", at: location))
        }
        let remote = reference.hasPrefix("//") ? "https:" + reference : reference
        if ContentFolder.isRemoteImage(remote) {
            switch folder.remotePhoto(remote, alt: alt, caption: caption, at: location) {
            case .success(let (photo, warning)):
                if let warning { warnings.append(warning) }
                return .success(photo)
            case .failure(let error): return .failure(error)
            }
        }
        let image: ContentFile
        switch folder.resolve(reference, from: file) {
        case .success(let resolved): image = resolved
        case .failure(let error): return .failure(.error("cannot use image: \(error)", at: location))
        }
        let info: ImageInfo
        do {
            info = try folder.imageInfo(of: image)
        } catch {
            return .failure(
                .error(
                    "cannot use image '\(reference)': \(error); photos must be PNG, JPEG or SVG files",
                    at: location))
        }
        return .success(
            Photo(
                path: image.relativePath, width: info.width, height: info.height, caption: caption, alt: alt))
    }
}

/// Diagnostics gathered while an article is read, by a value that is copied around.
final class WarningList {
    private(set) var diagnostics: [Diagnostic] = []

    func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
}
