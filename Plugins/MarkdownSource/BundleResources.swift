import FolioPluginAPI

/// A page bundle's own photos, as Hugo and Zola see a bundle's resources: the PNG, JPEG and
/// SVG files beside `index.md` and in its subfolders (a leaf bundle), or beside `_index.md`
/// only (a section, whose subfolders hold other pages). They count as used by the article, and
/// the first stands for it when nothing else does.
enum BundleResources {
    /// The extensions of the photos a bundle holds.
    static let photoExtensions: Set<String> = ["png", "jpg", "jpeg", "svg"]

    /// The content-relative paths of `file`'s bundle photos in path order, or none when it is
    /// not a bundle's page.
    static func photos(of file: ContentFile, in folder: ContentFolder) -> [String] {
        guard file.bundleName != nil, let slash = file.relativePath.lastIndex(of: "/") else { return [] }
        let bundle = String(file.relativePath[..<slash])
        let isSection = file.baseName == "_index"
        return folder.files(inSubfolder: bundle).map(\.relativePath)
            .filter { path in
                !(isSection && path.dropFirst(bundle.count + 1).contains("/"))
                    && photoExtensions.contains(path.split(separator: ".").last.map { $0.lowercased() } ?? "")
            }
    }
}
