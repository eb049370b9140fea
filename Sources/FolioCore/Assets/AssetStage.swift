import FolioImaging
import Foundation

/// The pipeline's asset stage: gives every photo a content-hashed name and makes its
/// responsive renditions and thumbnail, once, into a cache shared by all sinks and builds.
///
/// Rendered files are keyed by the SHA-256 of the photo's bytes and by the stage's settings,
/// so a rebuild decodes only photos that changed, and the same content always gives the same
/// files (libjpeg-turbo's encoder is deterministic).
public struct AssetStage: Sendable {
    /// Widths of the responsive renditions; only those narrower than the photo are made.
    public var renditionWidths: [Int]
    /// The box a thumbnail fits in.
    public var thumbnailSize: Int
    /// JPEG quality of renditions and thumbnails.
    public var quality: Int

    /// The folder, in the cache and in every bundle, of photos and their renditions.
    public static let photosFolder = "assets/photos"
    /// The folder, in the cache and in every bundle, of thumbnails.
    public static let thumbnailsFolder = "assets/thumbs"
    /// Both folders.
    public static let folders = [photosFolder, thumbnailsFolder]

    /// Creates a stage with Folio's defaults: 480, 960 and 1600 px renditions, 320 px thumbnails.
    public init(renditionWidths: [Int] = [480, 960, 1600], thumbnailSize: Int = 320, quality: Int = 82) {
        self.renditionWidths = renditionWidths.sorted()
        self.thumbnailSize = thumbnailSize
        self.quality = quality
    }

    /// Makes (or finds in `cache`) the files of every photo of `issue`.
    public func prepare(_ issue: Issue, folder: ContentFolder, cache: URL) async throws(FolioError) -> PreparedAssets {
        try await prepare(photos: issue.photos, folder: folder, cache: cache)
    }

    /// Makes (or finds in `cache`) the files of each of `photos` (a path named twice is done once).
    public func prepare(photos: [Photo], folder: ContentFolder, cache: URL) async throws(FolioError) -> PreparedAssets {
        var unique: [String: Photo] = [:]
        for photo in photos where unique[photo.path] == nil { unique[photo.path] = photo }
        do {
            for folder in Self.folders {
                try FileManager.default.createDirectory(at: cache.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
        } catch {
            throw FolioError(step: "Prepare assets", "cannot create the asset cache '\(cache.path)': \(error.localizedDescription)")
        }
        let stage = self
        let results = await withTaskGroup(of: Result<(String, PhotoAsset), FolioError>.self) { group in
            for photo in unique.values {
                group.addTask { stage.render(photo, folder: folder, cache: cache).map { (photo.path, $0) } }
            }
            var results: [Result<(String, PhotoAsset), FolioError>] = []
            for await result in group { results.append(result) }
            return results
        }
        var catalog = AssetCatalog()
        var diagnostics: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let (path, asset)): catalog.photos[path] = asset
            case .failure(let error): diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else {
            throw FolioError(step: "Prepare assets", diagnostics: diagnostics.sorted { $0.description < $1.description })
        }
        return PreparedAssets(catalog: catalog, cache: cache)
    }

    private func render(_ photo: Photo, folder: ContentFolder, cache: URL) -> Result<PhotoAsset, FolioError> {
        let source = folder.file(atRelativePath: photo.path)
        let fail = { (message: String) in Result<PhotoAsset, FolioError>.failure(FolioError(step: "Prepare assets", message, at: source.location())) }
        guard let data = try? Data(contentsOf: source.url) else { return fail("cannot read the photo") }
        let hash = SHA256.hex(of: data)
        let name = String(hash.prefix(16))
        let info: ImageInfo
        do { info = try ImageInfo.parse(data) } catch { return fail("\(error)") }
        let sourceExtension = info.format == .png ? "png" : "jpg"
        let original = AssetFile(path: "\(Self.photosFolder)/\(name).\(sourceExtension)", width: info.width, height: info.height)
        let widths = renditionWidths.filter { $0 < info.width }
        let outputExtension = info.format == .png ? "png" : "jpg"
        let renditions = widths.map { width in
            AssetFile(
                path: "\(Self.photosFolder)/\(name)-\(width)w.\(outputExtension)", width: width,
                height: max(1, Int((Double(info.height) * Double(width) / Double(info.width)).rounded())))
        }
        let thumbSize = ImageResizer.fitting(width: info.width, height: info.height, in: (thumbnailSize, thumbnailSize))
        let thumbnail = AssetFile(
            path: "\(Self.thumbnailsFolder)/\(name)-\(thumbnailSize).\(outputExtension)", width: thumbSize.width, height: thumbSize.height)
        let asset = PhotoAsset(sha256: hash, original: original, renditions: renditions, thumbnail: thumbnail)

        let manager = FileManager.default
        let missing = ([original] + renditions + [thumbnail]).filter { !manager.fileExists(atPath: cache.appendingPathComponent($0.path).path) }
        guard !missing.isEmpty else { return .success(asset) }
        do {
            if missing.contains(original) {
                try write(data, to: cache.appendingPathComponent(original.path))
            }
            let scaled = missing.filter { $0 != original }
            // Each size is area-averaged from the photo's rows as they are decoded: a huge
            // photo is never held whole (see ImageDecoder and PhotoLimits).
            let images = try ImageDecoder.renditions(of: data, sizes: scaled.map { ($0.width, $0.height) })
            for (file, image) in zip(scaled, images) {
                let encoded = info.format == .png ? try PNGCodec.encode(image) : try JPEGCodec.encode(image, quality: quality)
                try write(encoded, to: cache.appendingPathComponent(file.path))
            }
        } catch let error as ImagingError {
            return fail("cannot render the photo: \(error)")
        } catch {
            return fail("cannot write to the asset cache: \(error.localizedDescription)")
        }
        return .success(asset)
    }

    /// Writes through a temporary name so that an interrupted build never leaves a torn file
    /// in the cache under a final name.
    private func write(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        try data.write(to: temporary)
        if FileManager.default.fileExists(atPath: url.path) {
            try? FileManager.default.removeItem(at: temporary)
            return
        }
        try FileManager.default.moveItem(at: temporary, to: url)
    }
}
