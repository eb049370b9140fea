import FolioModel

/// The files the asset stage made for an issue's photos, by the photos' content-relative paths.
/// Sinks use it to point at photos, responsive renditions and thumbnails.
public struct AssetCatalog: Sendable, Equatable, Decodable {
    /// Every photo's files, keyed by `Photo.path`.
    public var photos: [String: PhotoAsset]

    /// Creates a catalog.
    public init(photos: [String: PhotoAsset] = [:]) {
        self.photos = photos
    }

    /// The files made for `photo`, if the stage saw it.
    public func asset(for photo: Photo) -> PhotoAsset? {
        photos[photo.path]
    }

    /// Every file of every photo, sorted by path, without repeats.
    public var allFiles: [AssetFile] {
        var seen: Set<String> = []
        var files: [AssetFile] = []
        for asset in photos.values {
            for file in [asset.original] + asset.renditions + [asset.thumbnail] + [asset.share].compactMap({ $0 })
            where seen.insert(file.path).inserted {
                files.append(file)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// The files made for one photo.
public struct PhotoAsset: Sendable, Equatable, Decodable {
    /// The SHA-256 of the photo's bytes, in hex.
    public var sha256: String
    /// The photo itself, copied under its content-hashed name.
    public var original: AssetFile
    /// Smaller copies for responsive images, narrowest first; none wider than the original.
    public var renditions: [AssetFile]
    /// A small copy for the contents overlay and for lists.
    public var thumbnail: AssetFile
    /// The picture a shared link shows (1200 × 630, cropped to those proportions, JPEG), made
    /// for the photos that represent a page (an article's first photo, the cover's); nil for
    /// the others.
    public var share: AssetFile? = nil

    /// The asset's keys, for its writer and its decoder alike.
    package enum CodingKeys: String, CodingKey {
        case original, renditions, sha256, thumbnail
    }

    /// Creates a photo asset.
    public init(
        sha256: String, original: AssetFile, renditions: [AssetFile], thumbnail: AssetFile, share: AssetFile? = nil
    ) {
        self.sha256 = sha256
        self.original = original
        self.renditions = renditions
        self.thumbnail = thumbnail
        self.share = share
    }
}

/// One file of the asset stage: a bundle-relative path and its pixel size.
public struct AssetFile: Sendable, Equatable, Hashable, Decodable {
    /// The path inside a bundle (`assets/photos/3f2a9c0d11e4b7a8-960w.jpg`).
    public var path: String
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// The file's keys, for its writer and its decoder alike.
    package enum CodingKeys: String, CodingKey {
        case height, path, width
    }

    /// Creates an asset file record.
    public init(path: String, width: Int, height: Int) {
        self.path = path
        self.width = width
        self.height = height
    }
}
