import FolioCache
import FolioFormats
import FolioHashing
import FolioImaging
import FolioModel
import FolioOutput
import FolioPluginAPI
import Foundation

/// The pipeline's asset stage: gives every photo a content-hashed name and makes its
/// responsive renditions and thumbnail, once, into a cache shared by all sinks and builds.
///
/// Rendered files are keyed by the SHA-256 of the photo's bytes and by the stage's settings,
/// so a rebuild decodes only photos that changed, and the same content always gives the same
/// files (libjpeg-turbo's encoder is deterministic).
package struct AssetStage: Sendable {
    /// Widths of the responsive renditions; only those narrower than the photo are made.
    package var renditionWidths: [Int]
    /// The box a thumbnail fits in.
    package var thumbnailSize: Int
    /// JPEG quality of renditions and thumbnails.
    package var quality: Int
    /// The size of the picture a shared link shows (Open Graph's 1200 × 630): each photo in
    /// `prepare`'s `sharing` gets one, cropped to these proportions around its centre, never
    /// enlarged, always JPEG.
    package var shareSize = (width: 1200, height: 630)

    /// The folder, in the cache and in every bundle, of photos and their renditions.
    package static let photosFolder = "assets/photos"
    /// The folder, in the cache and in every bundle, of thumbnails.
    package static let thumbnailsFolder = "assets/thumbs"
    /// Both folders.
    package static let folders = [photosFolder, thumbnailsFolder]

    /// Creates a stage with Folio's defaults: 480, 960 and 1600 px renditions, 320 px thumbnails.
    package init(renditionWidths: [Int] = [480, 960, 1600], thumbnailSize: Int = 320, quality: Int = 82) {
        self.renditionWidths = renditionWidths.sorted()
        self.thumbnailSize = thumbnailSize
        self.quality = quality
    }

    /// Makes (or finds in `cache`) the files of every photo of `issue`.
    package func prepare(_ issue: Issue, folder: ContentFolder, cache: URL) async throws(FolioError) -> PreparedAssets {
        try await prepare(photos: issue.photos, folder: folder, cache: cache)
    }

    /// Makes (or finds in `cache`) the files of each of `photos` (a path named twice is done once),
    /// with a share picture for those whose paths are in `sharing`.
    package func prepare(
        photos: [Photo], sharing: Set<String> = [], folder: ContentFolder, cache: URL
    ) async throws(FolioError) -> PreparedAssets {
        var unique: [String: Photo] = [:]
        for photo in photos where unique[photo.path] == nil { unique[photo.path] = photo }
        do {
            for folder in Self.folders + [CacheRecord.folder] {
                try FileManager.default.createDirectory(
                    at: cache.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
        } catch {
            throw FolioError(
                step: .prepareAssets, "cannot create the asset cache '\(cache.path)': \(SystemError.words(error))")
        }
        let stage = self
        let results = await withTaskGroup(of: Result<(String, RenderedPhoto), FolioError>.self) { group in
            for photo in unique.values {
                let shares = sharing.contains(photo.path)
                group.addTask {
                    stage.render(photo, shares: shares, folder: folder, cache: cache).map { (photo.path, $0) }
                }
            }
            var results: [Result<(String, RenderedPhoto), FolioError>] = []
            for await result in group { results.append(result) }
            return results
        }
        var prepared = PreparedAssets(catalog: AssetCatalog(), cache: cache)
        var diagnostics: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let (path, rendered)):
                prepared.catalog.photos[path] = rendered.asset
                prepared.hashes.merge(rendered.hashes) { $1 }
                prepared.warnings += rendered.warnings
            case .failure(let error): diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else {
            throw FolioError(step: .prepareAssets, diagnostics: diagnostics.sorted { $0.description < $1.description })
        }
        prepared.warnings.sort { $0.description < $1.description }
        return prepared
    }

    /// One photo's files in the cache, with their content hashes and any damage found.
    private struct RenderedPhoto: Sendable {
        var asset: PhotoAsset
        var hashes: [String: UInt64]
        var warnings: [Diagnostic]
    }

    private func render(_ photo: Photo, shares: Bool, folder: ContentFolder, cache: URL) -> Result<
        RenderedPhoto, FolioError
    > {
        let source = folder.file(atRelativePath: photo.path)
        let fail = { (message: String) in
            Result<RenderedPhoto, FolioError>.failure(FolioError(step: .prepareAssets, message, at: source.location()))
        }
        let data: Data
        do { data = try source.contents() } catch { return fail("\(error)") }
        let hash = SHA256.hex(of: data)
        let name = String(hash.prefix(16))
        let info: ImageInfo
        do { info = try ImageInfo.parse(data) } catch { return fail("\(error)") }
        // An SVG is never handed to a reader: its original is a PNG drawn from it at its raster
        // size, as are its renditions, each from the vectors (docs/content.md, "SVG").
        let outputExtension = info.format.renditionExtension
        let original = AssetFile(
            path: "\(Self.photosFolder)/\(name).\(outputExtension)", width: info.width, height: info.height)
        let renditions = renditionSizes(width: info.width, height: info.height).map { size in
            AssetFile(
                path: "\(Self.photosFolder)/\(name)-\(size.width)w.\(outputExtension)", width: size.width,
                height: size.height)
        }
        let thumbSize = ImageResizer.fitting(width: info.width, height: info.height, in: (thumbnailSize, thumbnailSize))
        let thumbnail = AssetFile(
            path: "\(Self.thumbnailsFolder)/\(name)-\(thumbnailSize).\(outputExtension)", width: thumbSize.width,
            height: thumbSize.height)
        let share = shares ? shareFile(name: name, width: info.width, height: info.height) : nil
        let asset = PhotoAsset(
            sha256: hash, original: original, renditions: renditions, thumbnail: thumbnail, share: share)

        // Verify on reuse: a cached file is taken only while it is the file that was written;
        // a damaged one (or a damaged record) is warned about once and made again.
        var warnings: [Diagnostic] = []
        let record: CacheRecord
        do { record = try CacheRecord.load(name, cache: cache) } catch {
            warnings.append(error.warning(at: source.location()))
            record = CacheRecord()
        }
        var next = CacheRecord()
        var missing: [AssetFile] = []
        for file in [original] + renditions + [thumbnail] + [share].compactMap({ $0 }) {
            let url = cache.appendingPathComponent(file.path)
            if let verified = record.files[file.path]?.verified(at: url) {
                next.files[file.path] = verified
                continue
            }
            if record.files[file.path] != nil, FileManager.default.fileExists(atPath: url.path) {
                warnings.append(CacheDamage(url: url, kind: .assetFile).warning(at: source.location()))
            }
            missing.append(file)
        }
        if !missing.isEmpty {
            var staged = StagedWrites(step: PipelineStep.prepareAssets.name, durable: false)
            defer { staged.discard() }
            do {
                var hashes: [String: UInt64] = [:]
                if missing.contains(original) {
                    let bytes =
                        info.format == .svg
                        ? try PNGCodec.encode(ImageDecoder.decode(data))
                        : data
                    try staged.write(bytes, to: cache.appendingPathComponent(original.path))
                    hashes[original.path] = XXHash64.hash(bytes)
                }
                // A repair takes a cold build's path: every scaled file of the photo is made from
                // the photo in one decode, as the first build made them, since the decode's scale
                // follows the widest size asked for (a thumbnail decoded alone would come from a
                // coarser decode and differ); only the missing ones are written.
                let scaled = renditions + [thumbnail]
                if scaled.contains(where: missing.contains) {
                    // Each size is area-averaged from the photo's rows as they are decoded: a huge
                    // photo is never held whole (see ImageDecoder and PhotoLimits).
                    let images = try ImageDecoder.renditions(of: data, sizes: scaled.map { ($0.width, $0.height) })
                    for (file, image) in zip(scaled, images) where missing.contains(file) {
                        let encoded =
                            info.format == .jpeg
                            ? try JPEGCodec.encode(image, quality: quality) : try PNGCodec.encode(image)
                        try staged.write(encoded, to: cache.appendingPathComponent(file.path))
                        hashes[file.path] = XXHash64.hash(encoded)
                    }
                }
                if let share, missing.contains(share) {
                    let encoded = try sharePicture(of: data, info: info, file: share)
                    try staged.write(encoded, to: cache.appendingPathComponent(share.path))
                    hashes[share.path] = XXHash64.hash(encoded)
                }
                try staged.commit()
                for (path, hash) in hashes {
                    guard let stamp = FileFingerprint.stamp(of: cache.appendingPathComponent(path), hash: hash) else {
                        return fail(
                            "cannot read back '\(cache.appendingPathComponent(path).path)' from the asset cache")
                    }
                    next.files[path] = stamp
                }
                try next.save(name, cache: cache)
            } catch let error as ImagingError {
                return fail("cannot render the photo: \(error)")
            } catch let error as FolioError {
                return .failure(
                    FolioError(
                        step: .prepareAssets,
                        diagnostics: error.diagnostics.map {
                            .error("cannot write to the asset cache: \($0.message)", at: source.location())
                        }))
            } catch {
                return fail("cannot write to the asset cache: \(SystemError.words(error))")
            }
        }
        return .success(RenderedPhoto(asset: asset, hashes: next.files.mapValues(\.hash), warnings: warnings))
    }

    /// The share picture of a photo `width` × `height` named `name`: `shareSize`, or the
    /// largest size with its proportions that the photo covers.
    func shareFile(name: String, width: Int, height: Int) -> AssetFile {
        let aspect = Double(shareSize.width) / Double(shareSize.height)
        let crop = RasterImage.centredCrop(width: width, height: height, aspect: aspect)
        let size = ImageResizer.fitting(width: crop.width, height: crop.height, in: shareSize)
        return AssetFile(
            path: "\(Self.photosFolder)/\(name)-\(size.width)x\(size.height).jpg", width: size.width,
            height: size.height)
    }

    /// The share picture's bytes: the photo decoded at no less than the size the crop needs,
    /// cropped around its centre, scaled to `file`'s size and encoded as JPEG.
    private func sharePicture(of data: Data, info: ImageInfo, file: AssetFile) throws -> Data {
        let aspect = Double(shareSize.width) / Double(shareSize.height)
        let crop = RasterImage.centredCrop(width: info.width, height: info.height, aspect: aspect)
        let scale = Double(file.width) / Double(crop.width)
        let decoded = try ImageDecoder.decode(
            data,
            atLeast: (Int((Double(info.width) * scale).rounded(.up)), Int((Double(info.height) * scale).rounded(.up))))
        let cut = RasterImage.centredCrop(width: decoded.width, height: decoded.height, aspect: aspect)
        let image = decoded.cropped(x: cut.x, y: cut.y, width: cut.width, height: cut.height)
        return try JPEGCodec.encode(
            ImageResizer.resize(image, width: file.width, height: file.height), quality: quality)
    }

    /// The tallest a rendition may be, in multiples of its nominal width: a very tall photo
    /// (a 2,000 × 100,000 scan) gets narrower renditions instead of a 1600 × 80,000 one that
    /// would take 512 MB to make. Ordinary photos are far inside it and keep their widths.
    static let tallestRenditionAspect = 4

    /// The rendition sizes of a photo: each nominal width's box, `width` wide and
    /// `tallestRenditionAspect` times as tall, fitted around the photo; only sizes smaller than
    /// the photo, each width once.
    func renditionSizes(width: Int, height: Int) -> [(width: Int, height: Int)] {
        var sizes: [(width: Int, height: Int)] = []
        for nominal in renditionWidths {
            let size = ImageResizer.fitting(
                width: width, height: height, in: (nominal, nominal * Self.tallestRenditionAspect))
            guard size.width < width, sizes.last?.width != size.width else { continue }
            sizes.append(size)
        }
        return sizes
    }
}
