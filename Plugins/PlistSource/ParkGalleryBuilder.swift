import FolioPluginAPI
import Foundation

/// Turns decoded parks into gallery articles, resolving and measuring every photo.
///
/// Every photo is tried, so one run reports every missing or unreadable image, each at its
/// `imageName`. A park still becomes an article when some of its photos fail (the errors fail
/// the build anyway), so that later checks such as article ordering see every park.
struct ParkGalleryBuilder {
    private let file: ContentFile
    private let resolver: ImageNameResolver

    /// A builder for the parks in `file`.
    init(file: ContentFile, resolver: ImageNameResolver) {
        self.file = file
        self.resolver = resolver
    }

    /// The articles, with the problems found and the files read for them.
    func articles(for parks: [Park]) -> (articles: [Article], problems: [PlistProblem], usedFiles: Set<String>) {
        var articles: [Article] = []
        var problems: [PlistProblem] = []
        var usedFiles: Set<String> = []
        for park in parks {
            var photos: [Photo] = []
            for entry in park.photos {
                switch photo(entry, of: park, usedFiles: &usedFiles) {
                case .success(let photo): photos.append(photo)
                case .failure(let problem): problems.append(problem)
                }
            }
            if park.photos.isEmpty {
                problems.append(
                    .warning("park '\(park.name)' has no photos: its gallery is only a title page", at: park.location))
            }
            articles.append(
                Article(
                    id: Slug.make(park.name),
                    title: park.name,
                    summary: photos.count == 1 ? "1 photo" : "\(photos.count) photos",
                    kind: .gallery,
                    blocks: photos.map(Block.photo),
                    cover: photos.first,
                    sourcePath: file.relativePath))
        }
        return (articles, problems, usedFiles)
    }

    private func photo(_ entry: ParkPhoto, of park: Park, usedFiles: inout Set<String>) -> Result<Photo, PlistProblem> {
        let subject = "park '\(park.name)': "
        let resolved: ImageNameResolver.Resolved
        switch resolver.resolve(entry.imageName) {
        case .success(let found):
            resolved = found
        case .failure(let failure):
            let message: String
            switch failure {
            case .notFound: message = "no image '\(entry.imageName)': \(failure)"
            case .refused, .unusableImageSet: message = "image '\(entry.imageName)': \(failure)"
            }
            return .failure(.error(subject + message, at: entry.imageNameLocation))
        }
        usedFiles.insert(resolved.image.relativePath)
        if let metadata = resolved.metadata { usedFiles.insert(metadata.relativePath) }
        let info: ImageInfo
        do {
            info = try resolver.folder.imageInfo(of: resolved.image)
        } catch {
            return .failure(
                .error(
                    subject
                        + "image '\(entry.imageName)' is \(resolved.image.relativePath), which cannot be used: \(error)",
                    at: entry.imageNameLocation))
        }
        let caption = entry.caption
        let alt = (caption?.isEmpty ?? true) ? park.name : caption
        return .success(
            Photo(
                path: resolved.image.relativePath, width: info.width, height: info.height,
                caption: caption, alt: alt))
    }
}
