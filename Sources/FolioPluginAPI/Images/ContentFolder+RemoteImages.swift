import FolioModel

extension ContentFolder {
    /// The photo for an image content names by URL (`https://example.org/chart.png`;
    /// `isRemoteImage(_:)`), as the build keeps it: fetched once into `remoteImages` and then a
    /// photo of this folder under its URL as its path (`file(atRelativePath:)` of the URL is its
    /// file, which every sink reads as any photo's).
    ///
    /// An image that cannot be fetched (offline, an HTTP error, too large, too slow, not a PNG,
    /// JPEG or SVG image) is still a photo: a placeholder with its `alt` text and the host it was
    /// to come from, with a warning located at `location`, and a build that reads the article
    /// some minutes later tries again. A URL Folio does not fetch, or a folder whose remote
    /// images nothing fetches (one not made by a build), is an error at `location`.
    ///
    /// The build owns the network and the cache folder; a source only asks. It blocks the
    /// calling thread for at most a few seconds per image not yet fetched.
    public func remotePhoto(
        _ url: String, alt: String?, caption: String?, at location: SourceLocation
    ) -> Result<(photo: Photo, warning: Diagnostic?), Diagnostic> {
        guard let remotePhotoResolver else {
            return .failure(
                .error(
                    "cannot use image '\(url)': remote images are fetched only by a build with a cache", at: location))
        }
        return remotePhotoResolver(url, alt, caption, self, location)
    }
}

extension ContentFolder {
    /// How a build answers `remotePhoto(_:alt:caption:at:)`: from the image's URL, alt text and
    /// caption, the folder and where the image is named, its photo (with a warning when a
    /// placeholder stands in for it) or an error.
    package typealias RemotePhotoResolver =
        @Sendable (
            _ url: String, _ alt: String?, _ caption: String?, _ folder: ContentFolder, _ location: SourceLocation
        ) -> Result<(photo: Photo, warning: Diagnostic?), Diagnostic>
}
