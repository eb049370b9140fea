import FolioCache
import FolioPluginAPI
import Foundation

extension ImageInfo {
    /// Reads the header of the file at `url` (`reading(contentsOf:)`), only the first time: the
    /// result is remembered for as long as the file is unchanged.
    package static func read(contentsOf url: URL) throws(ImageInfoError) -> ImageInfo {
        try remembered(url.path) { () throws(ImageInfoError) in try reading(contentsOf: url) }
    }

    /// Reads the header of the content file `file` (`reading(_:)`), remembered like
    /// `read(contentsOf:)`: what a build's content folder answers `imageInfo(of:)` with.
    package static func read(_ file: ContentFile) throws(ImageInfoError) -> ImageInfo {
        try remembered(file.url.path) { () throws(ImageInfoError) in try reading(file) }
    }

    /// The memo's info for the file at `path`, or what `read` gives, remembered.
    private static func remembered(_ path: String, _ read: () throws(ImageInfoError) -> ImageInfo)
        throws(ImageInfoError) -> ImageInfo
    {
        let identity = FileIdentity(path: path)
        if let identity, let known = ImageInfoMemo.shared[identity] { return known }
        let info = try read()
        if let identity { ImageInfoMemo.shared[identity] = info }
        return info
    }
}
