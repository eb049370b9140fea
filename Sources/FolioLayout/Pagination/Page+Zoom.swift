import FolioModel

extension Page {
    /// Whether the page holds a photo (a block's, or a cover's behind its words), and so is
    /// zoomable under the navigation rules.
    public var isZoomable: Bool {
        art != nil || blocks.contains(where: \.holdsPhoto)
    }
}

extension Block {
    /// Whether the block is a photo or holds one (in a list or quote).
    var holdsPhoto: Bool {
        var photos: [Photo] = []
        collectPhotos(into: &photos)
        return !photos.isEmpty
    }
}
