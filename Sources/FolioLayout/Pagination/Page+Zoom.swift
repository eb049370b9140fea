import FolioModel

extension Page {
    /// Whether the page holds a photo, and so is zoomable under the navigation rules.
    package var isZoomable: Bool {
        var photos: [Photo] = []
        for block in blocks {
            block.collectPhotos(into: &photos)
            if !photos.isEmpty { return true }
        }
        return false
    }
}
