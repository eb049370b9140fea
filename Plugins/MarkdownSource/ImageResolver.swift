import FolioBuild
import FolioPluginAPI

/// Turns an image path written in an article into a `Photo` of the content folder, or into an
/// error located where the path is written.
struct ImageResolver {
    let file: ContentFile
    let folder: ContentFolder

    /// Resolves `reference` relative to the article's folder and reads the image's pixel size.
    /// Paths that lead outside the folder, URLs, missing files and files that are not PNG or
    /// JPEG images are all errors.
    func photo(
        _ reference: String, alt: String?, caption: String?, at location: SourceLocation
    ) -> Result<Photo, Diagnostic> {
        guard !reference.allSatisfy(\.isWhitespace) else {
            return .failure(
                .error(
                    "the image names no file; write ![description](photos/name.jpg)", at: location))
        }
        let image: ContentFile
        switch folder.resolve(reference, from: file) {
        case .success(let resolved): image = resolved
        case .failure(let error): return .failure(.error("cannot use image: \(error)", at: location))
        }
        let info: ImageInfo
        do {
            info = try ImageInfo.read(image)
        } catch {
            return .failure(
                .error(
                    "cannot use image '\(reference)': \(error); photos must be PNG or JPEG files",
                    at: location))
        }
        return .success(
            Photo(
                path: image.relativePath, width: info.width, height: info.height, caption: caption, alt: alt))
    }
}
