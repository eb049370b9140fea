extension ContentFolder {
    /// The format and pixel size of the image `file` (PNG, JPEG or SVG), read from its header
    /// without decoding it: what a source needs to make a `Photo` of a file it resolved (with
    /// `resolve(_:from:)`, which keeps it inside the folder). A file that is not such an image,
    /// or is damaged, throws an `ImageInfoError` that says so.
    public func imageInfo(of file: ContentFile) throws(ImageInfoError) -> ImageInfo {
        try imageReader(file)
    }
}
